// The calculator's quote carried whole: quote → inquiry (as stored and read back) → the budget editor's form and
// its total. Saturday 12 December 2026, a 4-hour rental, one weekend extra hour and two waitresses: $ 510.000.
import { safeParse } from 'valibot';
import { inquiryQuoteSchema } from '@salon/schema';
import { budgetPreview, budgetTotals, quotedPriceCopy } from '../books/budget';
import { calculateQuote, quoteTextLines } from '../pricing/quote';
import { parsePromotions } from '../pricing/promotions';
import { DEMO_PROMOTIONS, SATURDAY_QUOTE, STORED_SATURDAY_QUOTE } from '../__fixtures__';
import { inquiryToBudgetForm } from './budgetFromInquiry';
import { parseInquiry } from './inquiry';
import { inquiryQuoteFromDate, inquiryQuoteFromQuote, parseInquiryQuote, priceInquiryQuote, storedInquiryQuote } from './inquiryQuote';

const NOW = new Date('2026-11-10T15:00:00Z');
/** December (page 12) as stored: the rentals, both extra hours and the waitress. */
const RAW = {
  a_precio_4hs_12: 380_000,
  b_precio_3hs_12: 300_000,
  c_hora_extra_finde_12: 69_500,
  d_hora_extra_semana_12: 45_000,
  e_camarera_12: 30_250,
};

const saturdayQuote = () =>
  calculateQuote({ date: '2026-12-12', rental: '4hs', extraHours: 1, extras: { camarera: 2 } }, RAW, { today: '2026-11-10', weekendDays: [0, 6] });

const inquiryWith = (cotizacion: unknown, fecha = '2026-12-12') =>
  parseInquiry('c1', { nombre: 'Ana Pérez', telefono: '11 5555-0000', fecha, invitados: 80, estado: 'nueva', creadaEn: 1, cotizacion })!;

describe('inquiryQuoteFromQuote', () => {
  it('keeps the date, rental, extra hours and their rate, add-ons, unit prices, month and total', () => {
    const quote = saturdayQuote();
    expect(quote.total).toBe(510_000);
    const carried = inquiryQuoteFromQuote(quote, { date: '2026-12-12', rate: 'finDeSemana' });
    expect(carried).toEqual(SATURDAY_QUOTE);
    const stored = storedInquiryQuote(carried!);
    expect(stored).toEqual(STORED_SATURDAY_QUOTE);
    // The shape the rules are generated from takes it.
    expect(safeParse(inquiryQuoteSchema, stored).success).toBe(true);
  });

  it('carries nothing for a quote without lines', () => {
    const empty = calculateQuote({ date: '2026-12-12', rental: null, extraHours: 0, extras: {} }, RAW, { today: '2026-11-10' });
    expect(inquiryQuoteFromQuote(empty, { date: '2026-12-12', rate: 'finDeSemana' })).toBeNull();
  });

  it('keeps the promotion taken off the rental', () => {
    // Tuesday 15 December: 3 hours with 15 % off ($ 45.000) and one weekday extra hour.
    const quote = calculateQuote({ date: '2026-12-15', rental: '3hs', extraHours: 1, extras: {} }, RAW, {
      today: '2026-11-10',
      promotions: parsePromotions(DEMO_PROMOTIONS),
    });
    const carried = inquiryQuoteFromQuote(quote, { date: '2026-12-15', rate: 'semana' })!;
    expect(carried).toMatchObject({ promocion: { titulo: 'Martes y miércoles 15 % off', descuento: 45_000 }, total: 300_000 });
    expect(quoteTextLines(priceInquiryQuote(carried))).toEqual(quoteTextLines(quote));
  });
});

describe('the inquiry and the budget made from it', () => {
  it('reads the stored quote back and prices the same lines and total', () => {
    const carried = inquiryQuoteFromQuote(saturdayQuote(), { date: '2026-12-12', rate: 'finDeSemana' })!;
    const inquiry = inquiryWith(storedInquiryQuote(carried));
    expect(inquiry.cotizacion).toEqual(carried);
    // The inquiry's rental and add-ons are the quote's.
    expect(inquiry).toMatchObject({ alquiler: '4hs', adicionales: { camarera: 2 } });
    expect(quoteTextLines(priceInquiryQuote(carried))).toEqual([
      { field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', amount: '$ 380.000' },
      { field: 'c_hora_extra_finde_', label: 'Hora extra fin de semana', amount: '$ 69.500' },
      { field: 'e_camarera_', label: 'Camarera x 2', amount: '$ 60.500' },
    ]);
    expect(priceInquiryQuote(carried).total).toBe(510_000);
  });

  it('opens the budget with the extra hour, its rate, the add-ons and the quote’s prices: $ 510.000', () => {
    const carried = inquiryQuoteFromQuote(saturdayQuote(), { date: '2026-12-12', rate: 'finDeSemana' })!;
    const form = inquiryToBudgetForm(inquiryWith(storedInquiryQuote(carried)), NOW);
    expect(form).toMatchObject({
      fechaEvento: '2026-12-12',
      invitados: '80',
      alquiler: '4hs',
      tarifa: 'finDeSemana',
      horasExtra: '1',
      descuento: '',
      adicionales: { camarera: '2' },
      precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 380_000, c_hora_extra_finde_: 69_500, e_camarera_: 30_250 } },
    });
    // Priced with the quote's prices alone (today's not loaded yet), and with today's changed ones under them.
    const alone = quotedPriceCopy(null, form.precios, form.fechaEvento, form.tarifa)!;
    expect(budgetTotals(budgetPreview(form), alone).total).toBe(510_000);
    const today = { mes: 12 as const, tarifa: 'finDeSemana' as const, valores: { a_precio_4hs_: 400_000, c_hora_extra_finde_: 80_000, e_camarera_: 35_000 } };
    expect(budgetTotals(budgetPreview(form), quotedPriceCopy(today, form.precios, form.fechaEvento, form.tarifa)!).total).toBe(510_000);
  });

  it('turns the promotion into the budget’s discount, said in the notes', () => {
    const quote = calculateQuote({ date: '2026-12-15', rental: '3hs', extraHours: 0, extras: { camarera: 1 } }, RAW, {
      today: '2026-11-10',
      promotions: parsePromotions(DEMO_PROMOTIONS),
    });
    const carried = inquiryQuoteFromQuote(quote, { date: '2026-12-15', rate: 'semana' })!;
    expect(carried.total).toBe(285_250);
    const form = inquiryToBudgetForm({ ...inquiryWith(storedInquiryQuote(carried), '2026-12-15'), mensaje: 'Cumple de 15' }, NOW);
    expect(form).toMatchObject({
      tarifa: 'semana',
      descuento: '45.000',
      notas: 'Promoción «Martes y miércoles 15 % off» de la cotización (−$ 45.000).\nCumple de 15',
    });
    expect(budgetTotals(budgetPreview(form), quotedPriceCopy(null, form.precios, form.fechaEvento, form.tarifa)!).total).toBe(285_250);
  });

  it('keeps the choices but not the prices when the inquiry asks for another month', () => {
    const carried = inquiryQuoteFromQuote(saturdayQuote(), { date: '2026-12-12', rate: 'finDeSemana' })!;
    const form = inquiryToBudgetForm(inquiryWith(storedInquiryQuote(carried), '2027-01-09'), NOW);
    expect(form).toMatchObject({ fechaEvento: '2027-01-09', alquiler: '4hs', horasExtra: '1', adicionales: { camarera: '2' } });
    expect(form.precios).toBeUndefined();
  });
});

describe('inquiryQuoteFromDate (the calendar)', () => {
  it('quotes the rental at the date’s price, its promotion taken off', () => {
    expect(
      inquiryQuoteFromDate({ date: '2026-12-15', hours: 3, fullPrice: 300_000, promotion: { title: 'Martes 15 % off', discount: 45_000 }, rateKind: 'semana' }),
    ).toEqual({
      mes: 12,
      fecha: '2026-12-15',
      alquiler: '3hs',
      horasExtra: 0,
      tarifa: 'semana',
      adicionales: {},
      precios: { b_precio_3hs_: 300_000 },
      promocion: { titulo: 'Martes 15 % off', descuento: 45_000 },
      total: 255_000,
    });
  });

  it('quotes a date without a price as "Consultar", and none outside the calendar', () => {
    const quote = inquiryQuoteFromDate({ date: '2026-12-12', hours: 4, fullPrice: null, promotion: null, rateKind: 'finDeSemana' })!;
    expect(quoteTextLines(priceInquiryQuote(quote))).toEqual([{ field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', amount: 'Consultar' }]);
    expect(inquiryQuoteFromDate({ date: '2026-12-12', hours: null, fullPrice: null, promotion: null, rateKind: null })).toBeNull();
  });
});

describe('parseInquiryQuote', () => {
  it('reads nothing without a month or a total, and drops what does not fit', () => {
    expect(parseInquiryQuote({ total: 1 })).toBeNull();
    expect(parseInquiryQuote({ mes: 12 })).toBeNull();
    expect(
      parseInquiryQuote({ mes: 12, total: 5, alquiler: '5hs', horasExtra: -1, precios: { a_precio_4hs_: 'mucho', zz: 3 }, promocion: { titulo: '' } }),
    ).toEqual({
      mes: 12,
      fecha: null,
      alquiler: null,
      horasExtra: 0,
      tarifa: 'finDeSemana',
      adicionales: {},
      precios: {},
      promocion: null,
      total: 5,
    });
  });
});
