// /calendario: the hall's availability (Google Calendar, staff bookings, holidays) from the shared
// availability service: a month view (our own small grid, drawn with the page), the list of coming dates,
// and the chosen date's price with a WhatsApp link to ask for it.
import { Component, useMemo, useState, type ReactNode } from 'react';
import { useAvailability } from '@salon/availability';
import type { IsoDate } from '@salon/domain';
import { Notice, Page } from '@salon/ui';
import { datesByMonth, monthViewEvents } from '../features/calendar/calendarModel';
import { DateDetails } from '../features/calendar/DateDetails';
import { Legend } from '../features/calendar/Legend';
import { MonthCalendar } from '../features/calendar/MonthCalendar';
import { MonthPlaceholder } from '../features/calendar/MonthPlaceholder';
import { UpcomingDates } from '../features/calendar/UpcomingDates';
import '../features/calendar/calendar.css';

/** If the month view fails to draw, the list below still serves every visitor. */
class MonthViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('No se pudo mostrar la vista mensual del calendario:', error.message);
  }
  override render() {
    return this.state.failed ? <Notice tone="warning">No pudimos mostrar la vista mensual; usá la lista de fechas.</Notice> : this.props.children;
  }
}

export default function CalendarioPage() {
  const availability = useAvailability();
  const [selected, setSelected] = useState<IsoDate | null>(null);
  const { index, range } = availability;
  const events = useMemo(() => monthViewEvents(index), [index]);
  const months = useMemo(() => datesByMonth(index, range), [index, range]);
  const selectedInfo = selected ? availability.lookup(selected) : null;
  const alternatives =
    selectedInfo?.status === 'Ocupado' || selectedInfo?.status === 'Reservado provisoriamente' ? availability.nearestFreeDates(selectedInfo.date) : [];
  const [retrying, setRetrying] = useState(false);

  const select = (date: IsoDate) => {
    setSelected(date);
    document.getElementById('cal-details')?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };
  const retry = () => {
    setRetrying(true);
    void availability.refresh().finally(() => setRetrying(false));
  };

  return (
    <Page title="Calendario" description="Fechas libres y ocupadas, feriados y horarios de visita del salón, con el precio de cada fecha.">
      <p className="cal-intro">Tocá una fecha libre para ver su precio y consultarla por WhatsApp.</p>
      <Legend showVisits={events.some((event) => event.className === 'calVisits')} />
      {availability.error && (
        <Notice tone="warning">
          {availability.error}{' '}
          <button type="button" className="salon-button salon-button--secondary" onClick={retry} disabled={retrying || availability.loading}>
            Reintentar
          </button>
        </Notice>
      )}
      <section id="cal-details" className="salon-card cal-details-card" aria-live="polite" aria-label="Fecha elegida">
        {selectedInfo ? (
          <DateDetails info={selectedInfo} alternatives={alternatives} onSelect={select} />
        ) : (
          <p className="cal-details__hint">Elegí una fecha en el calendario o en la lista.</p>
        )}
      </section>
      {availability.ready ? (
        <div className="cal-layout">
          <div className="cal-month-view salon-card">
            <MonthViewBoundary>
              <MonthCalendar events={events} range={range} selected={selected} onSelect={select} />
            </MonthViewBoundary>
          </div>
          <UpcomingDates months={months} selected={selected} onSelect={select} />
        </div>
      ) : (
        // Until the dates arrive, the month view's frame in its place and size: nothing below jumps.
        <div className="cal-layout">
          <div className="cal-month-view salon-card">
            <MonthPlaceholder loading={availability.loading} />
          </div>
        </div>
      )}
    </Page>
  );
}
