// The budget's event date in the calendar: whether it is free, taken by this budget or by something else,
// and one button to reserve it (or free it) so the public calendar and the chat show it taken at once.
import { useState, type ReactNode } from 'react';
import { Link } from '@salon/router';
import { formatDateLong, todayInHall, type StoredBudget } from '@salon/domain';
import { useAvailability } from '@salon/availability';
import { useLive, useSession, watchBookings } from '@salon/firebase';
import { releaseBudgetDate, reserveBudgetDate } from '@salon/firebase/staff';
import { Notice } from '@salon/ui';

type Outcome = { tone: 'info' | 'error'; text: string } | null;

export function BudgetDateBooking({ budget }: { budget: StoredBudget }) {
  const bookings = useLive(watchBookings);
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

  async function run(action: () => Promise<string>) {
    setPending(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'info', text: await action() });
    } catch (error) {
      console.error('No se pudo cambiar la reserva de la fecha', error);
      setOutcome({ tone: 'error', text: 'No se pudo guardar el cambio en el calendario. Revisá la conexión y probá de nuevo.' });
    } finally {
      setPending(false);
    }
  }

  const reserve = () =>
    run(async () =>
      (await reserveBudgetDate(date, budget.id, currentUser?.uid ?? '')) === 'reservada'
        ? 'Listo: la fecha figura ocupada en el calendario del sitio.'
        : 'No se reservó: otra reserva tomó la fecha recién.',
    );
  const release = () =>
    run(async () => ((await releaseBudgetDate(date, budget.id)) ? 'La fecha quedó libre en el calendario.' : 'La fecha ya no era de este presupuesto.'));

  let status: ReactNode;
  if (bookings.status === 'loading') status = <p className="bo-muted">Consultando el calendario...</p>;
  else if (bookings.status === 'error') status = <Notice tone="error">No se pudieron leer las reservas del calendario.</Notice>;
  else if (ours)
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
        <strong>Ocupada</strong>: el {formatDateLong(date)} ya está reservado
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
          <strong>Libre</strong>: el {formatDateLong(date)} no tiene reservas. Reservala cuando el cliente confirme (por ejemplo, al cobrar la seña).
        </p>
        <button type="button" className="salon-button" disabled={pending} onClick={() => void reserve()}>
          Reservar la fecha
        </button>
      </>
    );

  return (
    <section className="salon-card bo-date-booking no-print" aria-labelledby="presupuesto-fecha">
      <h2 id="presupuesto-fecha">Fecha en el calendario</h2>
      {status}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </section>
  );
}
