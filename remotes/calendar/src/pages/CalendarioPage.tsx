// /calendario: busy dates (staff bookings) and holidays from the database. The month view, Google
// Calendar and visit slots build on this page.
import { formatDateLong, todayInHall } from '@salon/domain';
import { useLive, watchBookings, watchHolidayOverrides } from '@salon/firebase';
import { Loading, Notice, Page } from '@salon/ui';

export default function CalendarioPage() {
  const bookings = useLive(watchBookings);
  const overrides = useLive(watchHolidayOverrides);
  const today = todayInHall(new Date());
  const busy = bookings.status === 'ready' ? bookings.value.filter((booking) => booking.date >= today) : [];
  const holidays = overrides.status === 'ready' ? overrides.value.added.filter((holiday) => holiday.date >= today) : [];
  return (
    <Page title="Calendario" description="Fechas ocupadas, feriados y horarios de visita del salón.">
      {bookings.status === 'loading' && <Loading text="Cargando fechas..." />}
      {bookings.status === 'error' && <Notice tone="error">No pudimos cargar las fechas. Probá de nuevo en unos minutos.</Notice>}
      <h2>Próximas fechas ocupadas</h2>
      <ul aria-label="Fechas ocupadas">
        {busy.map((booking) => (
          <li key={booking.date} className="calEvents">
            {formatDateLong(booking.date)}: Ocupado
          </li>
        ))}
      </ul>
      <h2>Feriados</h2>
      <ul aria-label="Feriados">
        {holidays.map((holiday) => (
          <li key={holiday.date} className="calEvents2">
            {formatDateLong(holiday.date)}: feriado ({holiday.name})
          </li>
        ))}
      </ul>
    </Page>
  );
}
