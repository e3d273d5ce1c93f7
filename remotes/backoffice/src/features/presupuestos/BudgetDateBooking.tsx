// The budget's event date in the calendar: whether it is free, held by this budget (provisionally, until it
// lapses, or firmly) or taken by something else; buttons to hold it, extend or confirm the hold, or free it, so
// the public calendar and the chat show it at once.
import { useState, type ReactNode } from 'react';
import { Link } from '@salon/router';
import { formatDateLong, holdDeadlineText, holdLastDay, todayInHall, validateHoldDays, type StoredBudget } from '@salon/domain';
import { useAvailability } from '@salon/availability';
import { useLive, useSession } from '@salon/firebase';
import { watchBookings, watchHoldDays } from '@salon/firebase/data';
import { confirmBudgetDate, extendBudgetHold, holdBudgetDate, releaseBudgetDate } from '@salon/firebase/staff';
import { Notice } from '@salon/ui';
import { TextField } from '@salon/ui/src/fields';

/** Where the date stands for this budget: held provisionally, booked firmly, free, or someone else's. */
type DateState = 'held' | 'firm' | 'free' | 'other';
/**
 * What the last action said, and the state it left the date in: the message is shown while the date stays so (a
 * hold that lapses later, or another staff member's change, takes it away). Errors stay until the next action.
 */
type Outcome = { tone: 'info'; text: string; leaves: DateState } | { tone: 'error'; text: string } | null;

export function BudgetDateBooking({ budget }: { budget: StoredBudget }) {
  const bookings = useLive(watchBookings);
  const holdDaysSetting = useLive(watchHoldDays);
  const holdDays = holdDaysSetting.status === 'ready' ? holdDaysSetting.value : null;
  const [extendText, setExtendText] = useState<string | null>(null);
  const [extendError, setExtendError] = useState<string | null>(null);
  const availability = useAvailability();
  const { currentUser } = useSession();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const date = budget.fechaEvento;
  const booking = bookings.status === 'ready' ? bookings.value.find((entry) => entry.date === date) : undefined;
  const ours = booking?.budgetId === budget.id;
  const past = date < todayInHall(new Date());
  // Google's events calendar may hold the date although the database does not.
  const busyInGoogle = !booking && availability.ready && availability.lookup(date).status === 'Ocupado';

  const state: DateState = !booking ? 'free' : !ours ? 'other' : booking.provisional ? 'held' : 'firm';

  async function run(action: () => Promise<{ text: string; leaves: DateState }>) {
    setPending(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'info', ...(await action()) });
    } catch (error) {
      console.error('No se pudo cambiar la reserva de la fecha', error);
      setOutcome({ tone: 'error', text: 'No se pudo guardar el cambio en el calendario. Revisá la conexión y probá de nuevo.' });
    } finally {
      setPending(false);
    }
  }

  const staff = { uid: currentUser?.uid ?? '', email: currentUser?.email ?? '' };
  const days = holdDays ?? 0;
  const reserve = () =>
    run(async () =>
      (await holdBudgetDate(budget, days, staff)) === 'reservada'
        ? { text: `Listo: la fecha figura reservada provisoriamente en el calendario del sitio por ${days} ${days === 1 ? 'día' : 'días'}.`, leaves: 'held' }
        : { text: 'No se reservó: otra reserva tomó la fecha recién.', leaves: 'other' },
    );
  const release = () =>
    run(async () =>
      (await releaseBudgetDate(date, budget.id, { estado: budget.estado, por: staff.email }))
        ? { text: 'La fecha quedó libre en el calendario.', leaves: 'free' }
        : { text: 'La fecha ya no era de este presupuesto.', leaves: booking ? 'other' : 'free' },
    );
  const confirm = () =>
    run(async () => {
      await confirmBudgetDate(budget, staff.email);
      return { text: 'Reserva confirmada: la fecha figura ocupada en el calendario del sitio.', leaves: 'firm' };
    });
  const extendText_ = extendText ?? (holdDays !== null ? String(holdDays) : '');
  const extendCheck = validateHoldDays(extendText_);
  const extend = (venceEn: number) => {
    if (!extendCheck.ok) {
      setExtendError(extendCheck.error);
      return;
    }
    setExtendError(null);
    const more = extendCheck.value;
    void run(async () => {
      await extendBudgetHold(budget, venceEn, more, staff.email);
      return { text: `Reserva extendida ${more} ${more === 1 ? 'día' : 'días'}.`, leaves: 'held' };
    });
  };

  let status: ReactNode;
  if (bookings.status === 'loading') status = <p className="bo-muted">Consultando el calendario...</p>;
  else if (bookings.status === 'error') status = <Notice tone="error">No se pudieron leer las reservas del calendario.</Notice>;
  else if (ours && booking?.provisional && booking.expiresAt !== undefined) {
    const venceEn = booking.expiresAt;
    status = (
      <>
        <p data-testid="presupuesto-fecha-estado">
          <strong>Reservada provisoriamente</strong> para este presupuesto hasta el {formatDateLong(holdLastDay(venceEn))} (
          <span data-testid="presupuesto-vencimiento">{holdDeadlineText(venceEn, new Date())}</span>): el sitio muestra el {formatDateLong(date)} como
          «Reservado provisoriamente». Si no llega la seña, la reserva vence sola y la fecha queda libre.
        </p>
        <div className="bo-hold-actions">
          <button type="button" className="salon-button" disabled={pending} onClick={() => void confirm()}>
            Confirmar reserva
          </button>
          <TextField
            block="staff-field"
            className="bo-hold-extend"
            label="Días para extender"
            inputMode="numeric"
            maxLength={3}
            value={extendText_}
            onChange={setExtendText}
            error={extendError}
          />
          <button type="button" className="salon-button salon-button--secondary" disabled={pending} onClick={() => extend(venceEn)}>
            {extendCheck.ok ? `Extender ${extendCheck.value} ${extendCheck.value === 1 ? 'día' : 'días'}` : 'Extender'}
          </button>
          <button type="button" className="salon-button salon-button--secondary" disabled={pending} onClick={() => void release()}>
            Liberar la fecha
          </button>
        </div>
      </>
    );
  } else if (ours)
    status = (
      <>
        <p data-testid="presupuesto-fecha-estado">
          <strong>Reservada</strong> para este presupuesto: el sitio muestra el {formatDateLong(date)} como ocupado.
        </p>
        <button type="button" className="salon-button salon-button--secondary" disabled={pending} onClick={() => void release()}>
          Liberar la fecha
        </button>
      </>
    );
  else if (booking)
    status = (
      <p data-testid="presupuesto-fecha-estado">
        <strong>Ocupada</strong>: el {formatDateLong(date)} ya está reservado{booking.provisional ? ' provisoriamente' : ''}
        {booking.budgetId ? (
          <>
            {' '}
            por <Link to={`/presupuesto/${booking.budgetId}`}>otro presupuesto</Link>.
          </>
        ) : booking.kind === 'bloqueo' ? (
          ' (bloqueado por el personal).'
        ) : (
          ' (evento cargado por el personal).'
        )}
      </p>
    );
  else if (busyInGoogle)
    status = (
      <p data-testid="presupuesto-fecha-estado">
        <strong>Ocupada</strong>: el {formatDateLong(date)} tiene un evento en el calendario de Google.
      </p>
    );
  else if (past) status = <p data-testid="presupuesto-fecha-estado">La fecha del evento ya pasó.</p>;
  else
    status = (
      <>
        <p data-testid="presupuesto-fecha-estado">
          <strong>Libre</strong>: el {formatDateLong(date)} no tiene reservas. Al reservarla queda retenida provisoriamente
          {holdDays !== null ? ` por ${holdDays} ${holdDays === 1 ? 'día' : 'días'}` : ''}; con la seña, confirmala.
        </p>
        <button type="button" className="salon-button" disabled={pending || holdDays === null || budget.estado === 'anulado'} onClick={() => void reserve()}>
          Reservar la fecha
        </button>
      </>
    );

  return (
    <section className="salon-card bo-date-booking no-print" aria-labelledby="presupuesto-fecha">
      <h2 id="presupuesto-fecha">Fecha en el calendario</h2>
      {status}
      {outcome && (outcome.tone === 'error' || outcome.leaves === state) && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </section>
  );
}
