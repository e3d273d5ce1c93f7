// The back-office's typed writes (admin only: database.rules.json refuses anyone else and checks each
// shape again), and the few reads only the back-office needs. Screens never spell a path. Each write is typed
// with its stored shape (@salon/schema), so a write that no longer fits the schema does not compile.
import { compareCodes, type HomeSectionSetting } from '@salon/domain';
import {
  COMPACT_DATE,
  type AddedHolidayShape,
  type CalendarEndShape,
  type CalendarIdsShape,
  type CompanyNameShape,
  type ContactShape,
  type HomeSectionsShape,
  type PhotoShape,
  type PromotionShape,
  type RecurringHolidayShape,
} from '@salon/schema';
import { rawDatabase, getDb, PATHS, childPath, type Unsubscribe } from '@salon/firebase';
import { watchCalendarSourceIds, type BookingKind, type CalendarSourceIds, type GalleryName, type Promotion } from '@salon/firebase/data';

// The page's one Firebase, through the shared package (see ./index.ts).
const { push, ref, remove, serverTimestamp, set, update, watchPath } = rawDatabase;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Writes only the given price keys of datosId/8 (null removes a price). */
export function savePriceChanges(changes: Record<string, number | null>): Promise<void> {
  return update(ref(getDb(), PATHS.prices), changes);
}

export function saveContact(contact: { whatsappNumber: string; returnImageLink: string }): Promise<void> {
  const stored: ContactShape = { numero_whatsapp: contact.whatsappNumber, link_imagen_volver: contact.returnImageLink };
  return set(ref(getDb(), PATHS.contact), stored);
}

export function saveCompanyName(name: string): Promise<void> {
  const stored: CompanyNameShape = { contenido1: name };
  return set(ref(getDb(), PATHS.companyName), stored);
}

/** config/diasReserva: whole days 1–60 (the rules check it again). */
export function saveHoldDays(days: number): Promise<void> {
  return set(ref(getDb(), PATHS.holdDays), days);
}

export function saveBrowserTitle(title: string): Promise<void> {
  return set(ref(getDb(), PATHS.browserTitle), title);
}

/** The three Google calendar ids (empty = the built-in fallback id), read as the calendar reads them. */
export type CalendarIds = CalendarSourceIds;

export const watchCalendarIdsSetting = watchCalendarSourceIds;

export function saveCalendarIds(ids: CalendarIds): Promise<void> {
  const stored: CalendarIdsShape = ids;
  return set(ref(getDb(), PATHS.calendarIds), stored);
}

/** The stored end date as it is, valid or not, for the editor ('' when none is stored: the calendar uses 31 December). */
export function watchCalendarEndSetting(onData: (date: string) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.calendarEnd, (raw) => (isRecord(raw) ? text(raw.fechaFinalCalendario) : text(raw)), onData, onError);
}

export function saveCalendarEnd(date: string): Promise<void> {
  const stored: CalendarEndShape = { fechaFinalCalendario: date };
  return set(ref(getDb(), PATHS.calendarEnd), stored);
}

export interface AddedHolidayEntry {
  id: string;
  date: string;
  name: string;
}

export interface HolidayOverridesSetting {
  added: AddedHolidayEntry[];
  /** Stored keys YYYYMMDD of dates that are not holidays after all. */
  removed: string[];
}

/**
 * Holiday overrides with their database ids, so each can be removed: an entry whose date is text is listed even
 * when it is not a valid date, so that staff can see it and take it away.
 */
export function watchHolidayOverridesSetting(onData: (overrides: HolidayOverridesSetting) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    PATHS.holidayOverrides,
    (raw) => {
      const record = isRecord(raw) ? raw : {};
      const added = isRecord(record.added) ? record.added : {};
      return {
        added: Object.entries(added)
          .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]) && typeof entry[1].date === 'string')
          .map(([id, value]) => ({ id, date: text(value.date), name: text(value.name) }))
          .sort((a, b) => compareCodes(a.date, b.date)),
        removed: isRecord(record.removed)
          ? Object.keys(record.removed)
              .filter((key) => COMPACT_DATE.test(key))
              .sort()
          : [],
      };
    },
    onData,
    onError,
  );
}

export async function addHoliday(date: string, name: string): Promise<void> {
  const stored: AddedHolidayShape = name ? { date, name } : { date };
  await push(ref(getDb(), childPath(PATHS.holidayOverrides, 'added')), stored);
}

export function removeAddedHoliday(id: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.holidayOverrides, 'added', id)));
}

/** Marks a date (YYYY-MM-DD) as not a holiday, although the holidays calendar says it is. */
export function markNotHoliday(date: string): Promise<void> {
  return set(ref(getDb(), childPath(PATHS.holidayOverrides, 'removed', date.replace(/-/g, ''))), true);
}

export function unmarkNotHoliday(compactDate: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.holidayOverrides, 'removed', compactDate)));
}

export interface RecurringHolidayEntry {
  id: string;
  monthDay: string;
  name: string;
}

/** Recurring holidays with their ids; like the overrides, one whose monthDay is text is listed even when invalid. */
export function watchRecurringHolidaysSetting(onData: (holidays: RecurringHolidayEntry[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    PATHS.recurringHolidays,
    (raw) =>
      Object.entries(isRecord(raw) ? raw : {})
        .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]) && typeof entry[1].monthDay === 'string')
        .map(([id, value]) => ({ id, monthDay: text(value.monthDay), name: text(value.name) })),
    onData,
    onError,
  );
}

export async function addRecurringHoliday(monthDay: string, name: string): Promise<void> {
  const stored: RecurringHolidayShape = name ? { monthDay, name } : { monthDay };
  await push(ref(getDb(), PATHS.recurringHolidays), stored);
}

export function removeRecurringHoliday(id: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.recurringHolidays, id)));
}

export function saveComponentOrder(items: HomeSectionSetting[]): Promise<void> {
  const stored: HomeSectionsShape = items.map(({ name, isVisible }) => ({ name, isVisible }));
  return set(ref(getDb(), PATHS.componentOrder), stored);
}

/**
 * Marks a date busy (the calendar shows it taken at once). `authorUid` is who did it: public data names
 * staff by uid, never by e-mail. A date a budget holds is refused by the rules (only its budget frees it).
 */
export function saveBooking(date: string, kind: BookingKind, authorUid: string): Promise<void> {
  return set(ref(getDb(), childPath(PATHS.bookings, date)), { tipo: kind, creadoEn: serverTimestamp(), creadoPor: authorUid });
}

export function removeBooking(date: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.bookings, date)));
}

export interface PhotoInput {
  src: string;
  alt: string;
  order: number;
}

export async function addPhoto(gallery: GalleryName, photo: PhotoInput): Promise<void> {
  const stored: PhotoShape = { src: photo.src, alt: photo.alt, orden: photo.order };
  await push(ref(getDb(), childPath(PATHS.galleries, gallery)), stored);
}

export function removePhoto(gallery: GalleryName, id: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.galleries, gallery, id)));
}

/** A promotion as staff edit it: the catalog's Promotion without its id. */
export type PromotionInput = Omit<Promotion, 'id'>;

/** Creates (id null) or replaces a promotion. */
export async function savePromotion(id: string | null, promotion: PromotionInput): Promise<void> {
  const value: PromotionShape = {
    titulo: promotion.title,
    descripcion: promotion.description,
    desde: promotion.validFrom,
    hasta: promotion.validUntil,
    activa: promotion.active,
    orden: promotion.order,
  };
  // Price terms only when it has them (a text-only promotion stores none); `set` replaces the old ones.
  const terms = promotion.terms;
  if (terms) {
    if (terms.weekdays.length > 0) value.dias = [...terms.weekdays];
    if (terms.dates.length > 0) value.fechas = [...terms.dates];
    value.aplicaA = [...terms.rentals];
    if (terms.discount.kind === 'porcentaje') value.porcentaje = terms.discount.percent;
    else value.monto = terms.discount.amount;
  }
  if (id) await set(ref(getDb(), childPath(PATHS.promotions, id)), value);
  else await push(ref(getDb(), PATHS.promotions), value);
}

export function removePromotion(id: string): Promise<void> {
  return remove(ref(getDb(), childPath(PATHS.promotions, id)));
}
