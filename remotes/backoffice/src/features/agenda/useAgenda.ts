// /agenda's model: the range the calendar shows (FullCalendar's datesSet), what is booked, held, blocked, a holiday
// or a visit in it (agendaEvents in @salon/domain), the kinds shown, and whether the data could be read. It reads
// only the range: the bookings of its dates, the budgets they name, the holidays and Google's calendars of it.
import { useCallback, useMemo, useState } from 'react';
import { useLive } from '@salon/firebase';
import { watchCalendarSourceIds, watchHolidayOverrides, watchRecurringHolidays } from '@salon/firebase/data';
import { watchBookingsBetween, watchBudgetsById } from '@salon/firebase/staff';
import { googleCalendarConfigFromEnv, listCalendarEvents } from '@salon/availability';
import { addDays, AGENDA_KIND_LABELS, AGENDA_KINDS, agendaCounts, agendaEvents, type AgendaEvent, type AgendaKind, type IsoDate } from '@salon/domain';
import { useGoogleRange, type GoogleSources } from './useGoogleRange';

export interface AgendaData {
  watchBookingsBetween: typeof watchBookingsBetween;
  watchBudgetsById: typeof watchBudgetsById;
  watchRecurringHolidays: typeof watchRecurringHolidays;
  watchHolidayOverrides: typeof watchHolidayOverrides;
  watchCalendarSourceIds: typeof watchCalendarSourceIds;
  google: GoogleSources;
  now: () => Date;
  /** A phone's screen: the agenda opens as a list there. */
  narrowScreen: () => boolean;
}

const DATA: AgendaData = {
  watchBookingsBetween,
  watchBudgetsById,
  watchRecurringHolidays,
  watchHolidayOverrides,
  watchCalendarSourceIds,
  google: { config: googleCalendarConfigFromEnv(), list: listCalendarEvents },
  now: () => new Date(),
  narrowScreen: () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches,
};

/** The calendar's views: a month and a week of days, and the month as a list. */
export type AgendaView = 'dayGridMonth' | 'timeGridWeek' | 'listMonth';

export interface AgendaFilter {
  kind: AgendaKind;
  label: string;
  /** How many there are in the range shown, shown or not. */
  count: number;
  shown: boolean;
}

export interface Agenda {
  /** 'error': the database refused or failed a read (the calendar still moves, with what it has). */
  status: 'loading' | 'ready' | 'error';
  /** The events of the kinds shown. */
  events: AgendaEvent[];
  filters: AgendaFilter[];
  toggle: (kind: AgendaKind) => void;
  /** FullCalendar's datesSet: the first date shown and the day after the last. */
  showRange: (start: IsoDate, endExclusive: IsoDate) => void;
  initialView: AgendaView;
  /** Google's calendars are configured but could not be read for this range. */
  googleFailed: boolean;
  now: Date;
}

export function useAgenda(data: AgendaData = DATA): Agenda {
  const [range, setRange] = useState<{ desde: IsoDate; hasta: IsoDate } | null>(null);
  const [hidden, setHidden] = useState<readonly AgendaKind[]>([]);
  const [initialView] = useState<AgendaView>(() => (data.narrowScreen() ? 'listMonth' : 'dayGridMonth'));
  const [now] = useState(() => data.now());

  const desde = range?.desde ?? '';
  const hasta = range?.hasta ?? '';
  const bookings = useLive(
    (onData: Parameters<typeof watchBookingsBetween>[2], onError: (error: Error) => void) =>
      desde ? data.watchBookingsBetween(desde, hasta, onData, onError) : () => undefined,
    [desde, hasta],
  );
  const budgetIds = bookings.status === 'ready' ? [...new Set(bookings.value.flatMap((booking) => (booking.budgetId ? [booking.budgetId] : [])))].sort() : [];
  const idsKey = budgetIds.join(',');
  const budgets = useLive(
    (onData: Parameters<typeof watchBudgetsById>[1], onError: (error: Error) => void) =>
      bookings.status === 'ready' ? data.watchBudgetsById(idsKey ? idsKey.split(',') : [], onData, onError) : () => undefined,
    [bookings.status, idsKey],
  );
  const recurring = useLive(data.watchRecurringHolidays);
  const overrides = useLive(data.watchHolidayOverrides);
  const calendarIds = useLive(data.watchCalendarSourceIds);
  const google = useGoogleRange(data.google, range, calendarIds.status === 'ready' ? calendarIds.value : null);

  const all = useMemo(() => {
    if (!desde || bookings.status !== 'ready' || budgets.status !== 'ready' || recurring.status !== 'ready' || overrides.status !== 'ready') return null;
    const fromGoogle = google.status === 'ready' || google.status === 'error' ? google : null;
    return agendaEvents({
      desde,
      hasta,
      now,
      bookings: bookings.value,
      budgets: budgets.value,
      holidays: { calendarEvents: fromGoogle?.holidays, recurring: recurring.value, overrides: overrides.value },
      calendarEvents: fromGoogle?.events,
      visitSlots: fromGoogle?.visitSlots,
    });
  }, [desde, hasta, now, bookings, budgets, recurring, overrides, google]);

  const showRange = useCallback((start: IsoDate, endExclusive: IsoDate) => {
    // datesSet's end is exclusive; the agenda's ranges include their last day.
    const next = { desde: start.slice(0, 10), hasta: addDays(endExclusive.slice(0, 10), -1) };
    setRange((previous) => (previous?.desde === next.desde && previous.hasta === next.hasta ? previous : next));
  }, []);
  const toggle = useCallback((kind: AgendaKind) => setHidden((kinds) => (kinds.includes(kind) ? kinds.filter((each) => each !== kind) : [...kinds, kind])), []);

  const counts = agendaCounts(all ?? []);
  const failed = [bookings, budgets, recurring, overrides].some((state) => state.status === 'error');
  return {
    status: failed ? 'error' : all ? 'ready' : 'loading',
    events: (all ?? []).filter((event) => !hidden.includes(event.kind)),
    filters: AGENDA_KINDS.map((kind) => ({ kind, label: AGENDA_KIND_LABELS[kind], count: counts[kind], shown: !hidden.includes(kind) })),
    toggle,
    showRange,
    initialView,
    googleFailed: google.status === 'error',
    now,
  };
}
