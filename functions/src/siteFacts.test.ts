import { DEMO_PROMOTIONS } from '../../shared-libs/domain/src/__fixtures__/promotions';
import { DECEMBER_PRICES } from '../../shared-libs/domain/src/__fixtures__/prices';
import { NOW, RAW } from './__fixtures__/siteData';
import { factAmounts, siteFactsFrom } from './siteFacts';
import { factSheet } from './factSheet';

describe('siteFactsFrom', () => {
  const facts = siteFactsFrom(RAW, NOW);

  it('takes the company name, this month, its prices, the weekend days and the current promotions only', () => {
    expect(facts).toMatchObject({
      companyName: 'Salón Los Aromos',
      monthLabel: 'Diciembre 2026',
      weekendDaysLabel: 'viernes, sábado y domingo',
      whatsappNumber: '1155556666',
    });
    expect(facts.prices.b_precio_3hs_).toBe(DECEMBER_PRICES.b_precio_3hs_);
    expect(facts.promotions.map((promotion) => promotion.title)).toEqual(['Diciembre de semana']);
    expect(factAmounts(facts)).toEqual(new Set(Object.values(DECEMBER_PRICES)));
  });

  it('writes the facts in Spanish, with every price as the site shows it', () => {
    const sheet = factSheet(facts);
    expect(sheet).toContain('Alquiler del salón en diciembre 2026: $ 250.000 por 3 hs los días de semana y $ 320.000 por 4 hs los fines de semana (viernes, sábado y domingo) y feriados.');
    expect(sheet).toContain('Camarera: $ 35.000');
    expect(sheet).toContain('Diciembre de semana — 10% menos de lunes a jueves — Válida del martes 1 de diciembre de 2026 al jueves 31 de diciembre de 2026');
  });

  it('says "a consultar" for a missing price and works on an empty database', () => {
    const empty = siteFactsFrom({ 'datosId/8': null, 'datosId/29': null, 'datosId/25': null, 'config/diasFinDeSemana': null, promociones: null }, NOW);
    expect(empty.companyName).toBe('Salón');
    expect(factSheet(empty)).toContain('$ a consultar'.slice(2));
    expect(factAmounts(empty).size).toBe(0);
  });
});

describe('promotions in the facts', () => {
  it('keeps a promotion stored without `activa` (older ones are active, as /preciospromo shows them)', () => {
    const raw = { ...RAW, promociones: { viejo: { titulo: 'Inflable gratis', descripcion: 'Los domingos de diciembre' }, apagada: { titulo: 'Apagada', activa: false } } };
    expect(siteFactsFrom(raw, NOW).promotions.map((promotion) => promotion.title)).toEqual(['Inflable gratis']);
    expect(factSheet(siteFactsFrom(raw, NOW))).toContain('Promociones vigentes: Inflable gratis — Los domingos de diciembre.');
  });

  it('states what the demo "Martes y miércoles 15 % off" takes off and this month\'s rental with it', () => {
    const facts = siteFactsFrom({ ...RAW, promociones: DEMO_PROMOTIONS }, NOW);
    expect(facts.promotions[0]).toEqual({
      title: 'Martes y miércoles 15 % off',
      description: 'Alquiler de 3 horas con 15 % de descuento de martes a miércoles, salvo feriados.',
      period: '',
      terms: '15 % de descuento en el alquiler de 3 hs los martes y miércoles',
      prices: [{ rental: '3hs', fullPrice: 250_000, price: 212_500, discount: 37_500 }],
    });
    expect(facts.promotions[1]).toMatchObject({ title: 'Reservá con anticipación', terms: '', prices: [] });
    expect(factSheet(facts)).toContain(
      'Promociones vigentes: Martes y miércoles 15 % off — Alquiler de 3 horas con 15 % de descuento de martes a miércoles, salvo feriados. — ' +
        '15 % de descuento en el alquiler de 3 hs los martes y miércoles (alquiler de 3 hs en diciembre 2026: $ 212.500 en lugar de $ 250.000 (−$ 37.500)); ' +
        'Reservá con anticipación — Reservando con 3 meses de anticipación congelás el precio del mes en que señás..',
    );
    // The lowered price and the discount are facts: the model may state them.
    expect(factAmounts(facts)).toEqual(new Set([...Object.values(DECEMBER_PRICES), 212_500, 37_500]));
  });
});
