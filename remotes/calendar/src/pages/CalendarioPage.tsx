// /calendario: the hall's availability (Google Calendar, staff bookings, holidays) from the shared
// availability service: a month view (FullCalendar, in a chunk of its own), the list of coming dates, and the
// chosen date's price with a WhatsApp link to ask for it.
import { Component, lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAvailability } from '@salon/availability';
import type { IsoDate } from '@salon/domain';
import { Notice, Page } from '@salon/ui';
import { datesByMonth, monthViewEvents } from '../features/calendario/calendarModel';
import { warmIntlOffMainThread } from '../features/calendario/intlWarmup';
import { DateDetails } from '../features/calendario/DateDetails';
import { Legend } from '../features/calendario/Legend';
import { MonthPlaceholder } from '../features/calendario/MonthPlaceholder';
import { UpcomingDates } from '../features/calendario/UpcomingDates';
import '../features/calendario/calendar.css';

// FullCalendar's weight is this page's alone, and comes after the page is on screen: the HTML holds the month's
// frame in the month's size, and the chunk is asked for once React has taken the page over, while the dates load.
const loadMonthCalendar = () => import('../features/calendario/MonthCalendar');
const MonthCalendar = lazy(loadMonthCalendar);

/**
 * How far down the window's top bars reach (the site's sticky header, whatever its height on this screen), so that
 * what the page scrolls to is not left under them.
 */
function topBarsBottom(): number {
  let bottom = 0;
  for (const element of document.elementsFromPoint(window.innerWidth / 2, 0)) {
    const { position } = getComputedStyle(element);
    if (position === 'sticky' || position === 'fixed') bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
  }
  return bottom;
}

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
  // FullCalendar's first month is drawn in a transition, after the list: React renders it in slices the browser can
  // answer a tap between, instead of one task as long as the whole month (docs/performance.md).
  const monthShown = useDeferredValue(availability.ready, false);

  useEffect(() => {
    warmIntlOffMainThread();
    // A chunk that cannot be loaded is said where the month goes (MonthViewBoundary), when it is drawn.
    loadMonthCalendar().catch(() => undefined);
  }, []);

  // The chosen date's details are scrolled to once they are drawn: the card grows when a date is chosen, and a
  // scroll aimed before that lands short (the browser's scroll anchoring moves the page by the growth).
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    const details = document.getElementById('cal-details');
    if (scrollRequest === 0 || !details) return;
    details.style.scrollMarginTop = `${topBarsBottom() + 8}px`;
    details.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [scrollRequest]);
  // Keeps its identity, so the month view (memoized) is not drawn again when only the page is.
  const select = useCallback((date: IsoDate) => {
    setSelected(date);
    setScrollRequest((request) => request + 1);
  }, []);
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
      <div className="cal-layout">
        <div className="cal-month-view salon-card">
          {monthShown ? (
            <MonthViewBoundary>
              <Suspense fallback={<MonthPlaceholder loading />}>
                <MonthCalendar events={events} range={range} selected={selected} onSelect={select} />
              </Suspense>
            </MonthViewBoundary>
          ) : (
            // Until the dates arrive, the month view's frame in its place and size: nothing below jumps.
            <MonthPlaceholder loading={availability.loading || availability.ready} />
          )}
        </div>
        {availability.ready && <UpcomingDates months={months} selected={selected} onSelect={select} />}
      </div>
    </Page>
  );
}
