// Dates staff mark busy (reservas): the public calendar shows them taken at once.
import { useState, type FormEvent } from 'react';
import { formatDateLong, holdDeadlineText, pickerDateError, todayInHall } from '@salon/domain';
import { Link } from '@salon/router';
import { useLive, useSession } from '@salon/firebase';
import { watchBookings, type BookingKind } from '@salon/firebase/data';
import { removeBooking, saveBooking } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';
import { DateField } from '@salon/ui/src/fields/DateField';
import { SectionLoading, StaffSection } from '../layout/StaffSection';

const KIND_LABELS: Record<BookingKind, string> = { evento: 'Evento reservado', bloqueo: 'Fecha bloqueada' };

export function BookingsEditor() {
  const bookings = useLive(watchBookings);
  const { currentUser } = useSession();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<BookingKind>('evento');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPast, setShowPast] = useState(false);
  const today = todayInHall(new Date());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = pickerDateError(date) ?? heldByBudgetError(date);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await saveBooking(date, kind, currentUser?.uid ?? '');
      notify(`${formatDateLong(date)}: ${KIND_LABELS[kind].toLowerCase()}.`, 'success');
      setDate('');
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function free(day: string) {
    try {
      await removeBooking(day);
      notify(`${formatDateLong(day)} quedó libre.`, 'success');
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    }
  }

  // A budget's hold is changed only from its budget (the rules refuse it here too): say which one.
  function heldByBudgetError(day: string): string | null {
    const held = bookings.status === 'ready' ? bookings.value.find((booking) => booking.date === day && booking.budgetId) : undefined;
    return held ? 'Esa fecha está reservada por un presupuesto: cambiala o liberala desde el presupuesto (enlace en la lista).' : null;
  }

  const list = bookings.status === 'ready' ? bookings.value.filter((booking) => showPast || booking.date >= today) : [];
  return (
    <StaffSection title="Reservas y fechas bloqueadas" description="Las fechas marcadas aparecen como «Ocupado» en el calendario y en el chat.">
      <form onSubmit={onSubmit} noValidate>
        <div className="staff-row">
          <DateField block="staff-field" label="Fecha" value={date} onChange={setDate} error={error} />
          <div className="staff-field">
            <label htmlFor="booking-kind">Tipo</label>
            <select id="booking-kind" value={kind} onChange={(event) => setKind(event.target.value as BookingKind)}>
              <option value="evento">{KIND_LABELS.evento}</option>
              <option value="bloqueo">{KIND_LABELS.bloqueo}</option>
            </select>
          </div>
          <button type="submit" className="salon-button staff-row__button" disabled={busy}>
            Marcar ocupada
          </button>
        </div>
      </form>
      {bookings.status !== 'ready' ? (
        <SectionLoading failed={bookings.status === 'error'} />
      ) : (
        <>
          <label className="staff-check">
            <input type="checkbox" checked={showPast} onChange={(event) => setShowPast(event.target.checked)} /> Mostrar también fechas pasadas
          </label>
          {list.length === 0 ? (
            <p className="staff-empty">No hay fechas ocupadas cargadas.</p>
          ) : (
            <ul className="staff-list" aria-label="Fechas ocupadas">
              {list.map((booking) => (
                <li key={booking.date}>
                  <span>
                    <strong>{formatDateLong(booking.date)}</strong> · {KIND_LABELS[booking.kind]}
                    {booking.provisional && booking.expiresAt !== undefined && ` · provisoria, ${holdDeadlineText(booking.expiresAt, new Date())}`}
                  </span>
                  {booking.budgetId ? (
                    <Link
                      to={`/presupuesto/${booking.budgetId}`}
                      className="staff-small-link"
                      aria-label={`Ver el presupuesto que reserva el ${formatDateLong(booking.date)}`}
                    >
                      Reservada por un presupuesto
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="staff-small-button"
                      onClick={() => void free(booking.date)}
                      aria-label={`Liberar ${formatDateLong(booking.date)}`}
                    >
                      Liberar
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </StaffSection>
  );
}
