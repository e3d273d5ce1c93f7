// The public pages' readers are hand-written to keep valibot out of "/" (./fields.ts), so this proves they
// accept exactly what the stored shapes of @salon/schema accept: every field is read as the schema reads it
// (fittingFields: a field that does not fit is missing), with the reader's default.
import fc from 'fast-check';
import {
  addedHolidaySchema,
  bookingSchema,
  calendarIdsSchema,
  fittingFields,
  type FittingFields,
  floorPlanAreaSchema,
  floorPlanSchema,
  photoSchema,
  promotionSchema,
  recurringHolidaySchema,
  REAL_DATE,
} from '@salon/schema';
import { parseBookings, parseCalendarSourceIds, parseHolidayOverrides, parseRecurringHolidays } from './calendar';
import { parseFloorPlan, parseGalleries, parsePromotions } from './catalog';

// Values at and around every limit of the shapes (most of the time), and values of every other type.
const atTheLimits = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'Promo',
    '2026-12-31',
    '2027-02-29',
    '2028-02-29',
    '2026-13-01',
    '12-25',
    '1-5',
    '13-1',
    '20261120',
    'evento',
    'bloqueo',
    'b-7',
    'a/b',
    '/img/a.svg',
  ),
  fc.constantFrom(40, 80, 120, 300, 500, 2000).chain((length) => fc.constantFrom('x'.repeat(length), 'x'.repeat(length + 1))),
  fc.constantFrom(-1, 0, 0.5, 1, 99.5, 100, 100.5, 101),
);
const storedValue = fc.oneof({ arbitrary: atTheLimits, weight: 6 }, fc.string({ maxLength: 12 }), fc.double(), fc.boolean(), fc.constantFrom(null, {}, []));
const entryWith = (...keys: string[]) =>
  fc.oneof({ arbitrary: fc.record(Object.fromEntries([...keys, 'otro'].map((key) => [key, storedValue])), { requiredKeys: [] }), weight: 6 }, storedValue);
const mapOf = (entry: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: fc.dictionary(fc.constantFrom('a', 'b', 'c', '2026-12-05', '2027-02-29'), entry, { minKeys: 1 }), weight: 6 }, storedValue);
const RUNS = { numRuns: 500, seed: 20261125 };

// The price terms' lists: fitting, or with one item that does not fit.
const promotionList = fc.oneof(
  fc.subarray([0, 1, 2, 3, 4, 5, 6]),
  fc.subarray(['3hs', '4hs']),
  fc.constantFrom(['2026-12-24', '2027-01-06'], ['2026-12-24', '2026-02-30'], [7], ['5hs'], [2, 'x'], {}),
);
const promotionEntry = fc.oneof(
  { arbitrary: entryWith('titulo', 'descripcion', 'desde', 'hasta', 'activa', 'orden', 'porcentaje', 'monto'), weight: 3 },
  fc.record(
    {
      titulo: fc.constantFrom('Promo', ''),
      dias: promotionList,
      fechas: promotionList,
      aplicaA: promotionList,
      porcentaje: storedValue,
      monto: fc.oneof(storedValue, fc.constantFrom(20000, 20000.5)),
    },
    { requiredKeys: [] },
  ),
);

it('promotions', () => {
  fc.assert(
    fc.property(mapOf(promotionEntry), (raw) => {
      const expected = Object.entries(raw && typeof raw === 'object' ? raw : {})
        .map(([id, value]) => {
          const promotion = fittingFields(promotionSchema, value);
          return {
            id,
            title: promotion.titulo ?? '',
            description: promotion.descripcion ?? '',
            validFrom: promotion.desde ?? '',
            validUntil: promotion.hasta ?? '',
            active: promotion.activa ?? true,
            order: promotion.orden ?? 0,
            terms: expectedTerms(promotion),
          };
        })
        .filter((promotion) => promotion.title !== '')
        .sort((a, b) => a.order - b.order);
      expect(parsePromotions(raw)).toEqual(expected);
    }),
    RUNS,
  );
});

/** Price terms as the schema reads them: a discount (porcentaje first) and at least one rental, else text only. */
function expectedTerms(promotion: FittingFields<(typeof promotionSchema)['entries']>) {
  const discount =
    promotion.porcentaje !== undefined
      ? { kind: 'porcentaje', percent: promotion.porcentaje }
      : promotion.monto !== undefined
        ? { kind: 'monto', amount: promotion.monto }
        : null;
  const rentals = promotion.aplicaA ?? [];
  if (!discount || rentals.length === 0) return null;
  return { weekdays: promotion.dias ?? [], dates: promotion.fechas ?? [], rentals, discount };
}

it('gallery photos', () => {
  fc.assert(
    fc.property(mapOf(entryWith('src', 'alt', 'ancho', 'alto', 'orden')), (entries) => {
      const expected = Object.entries(entries && typeof entries === 'object' ? entries : {})
        .flatMap(([id, value]) => {
          const photo = fittingFields(photoSchema, value);
          return photo.src
            ? [{ id, gallery: 'cocina', src: photo.src, alt: photo.alt ?? '', width: photo.ancho ?? 1200, height: photo.alto ?? 800, order: photo.orden ?? 0 }]
            : [];
        })
        .sort((a, b) => a.order - b.order);
      expect(parseGalleries({ cocina: entries })).toEqual(expected);
    }),
    RUNS,
  );
});

it('the floor plan', () => {
  fc.assert(
    fc.property(fc.record({ imagen: storedValue, areas: mapOf(entryWith('nombre', 'descripcion', 'x', 'y')) }, { requiredKeys: [] }), (raw) => {
      const areas = raw.areas && typeof raw.areas === 'object' ? raw.areas : {};
      expect(parseFloorPlan(raw)).toEqual({
        imageSrc: fittingFields(floorPlanSchema, { imagen: raw.imagen }).imagen ?? '',
        areas: Object.entries(areas)
          .map(([id, value]) => {
            const area = fittingFields(floorPlanAreaSchema, value);
            const position = area.x !== undefined && area.y !== undefined ? { x: area.x, y: area.y } : null;
            return { id, name: area.nombre ?? '', description: area.descripcion ?? '', position };
          })
          .filter((area) => area.name !== ''),
      });
    }),
    RUNS,
  );
});

it('bookings', () => {
  fc.assert(
    fc.property(mapOf(entryWith('tipo', 'creadoEn', 'creadoPor', 'presupuestoId')), (raw) => {
      const expected = Object.entries(raw && typeof raw === 'object' ? raw : {})
        .filter(([date, value]) => REAL_DATE.test(date) && !!value && typeof value === 'object')
        .map(([date, value]) => {
          const booking = fittingFields(bookingSchema, value);
          return { date, kind: booking.tipo ?? 'evento', ...(booking.presupuestoId ? { budgetId: booking.presupuestoId } : {}) };
        })
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(parseBookings(raw)).toEqual(expected);
    }),
    RUNS,
  );
});

it('holidays', () => {
  fc.assert(
    fc.property(mapOf(entryWith('date', 'name')), mapOf(entryWith('monthDay', 'name')), (added, recurring) => {
      expect(parseHolidayOverrides({ added }).added).toEqual(
        Object.values(added && typeof added === 'object' ? added : {}).flatMap((entry) => {
          const holiday = fittingFields(addedHolidaySchema, entry);
          return holiday.date ? [{ date: holiday.date, name: holiday.name ?? 'Feriado' }] : [];
        }),
      );
      expect(parseRecurringHolidays(recurring)).toEqual(
        Object.values(recurring && typeof recurring === 'object' ? recurring : {}).flatMap((entry) => {
          const holiday = fittingFields(recurringHolidaySchema, entry);
          return holiday.monthDay ? [{ monthDay: holiday.monthDay, name: holiday.name ?? 'Feriado' }] : [];
        }),
      );
    }),
    RUNS,
  );
});

it('calendar ids', () => {
  fc.assert(
    fc.property(entryWith('visitSlotsCalendarId', 'eventsCalendarId', 'holidaysCalendarId'), (raw) => {
      const ids = fittingFields(calendarIdsSchema, raw);
      expect(parseCalendarSourceIds(raw)).toEqual({
        visitSlotsCalendarId: ids.visitSlotsCalendarId?.trim() ?? '',
        eventsCalendarId: ids.eventsCalendarId?.trim() ?? '',
        holidaysCalendarId: ids.holidaysCalendarId?.trim() ?? '',
      });
    }),
    RUNS,
  );
});

it('holiday overrides keep the dates that are not holidays, as stored', () => {
  expect(parseHolidayOverrides({ removed: { 20261120: true, mañana: true } })).toEqual({ added: [], removed: ['20261120'] });
});
