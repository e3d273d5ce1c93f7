import { DECEMBER_PRICES, DEMO_PROMOTIONS } from '@salon/domain/fixtures';
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
    expect(sheet).toContain(
      'Alquiler del salón en diciembre 2026: $ 250.000 por 3 hs los días de semana y $ 320.000 por 4 hs los fines de semana (viernes, sábado y domingo) y feriados.',
    );
    expect(sheet).toContain('Camarera: $ 35.000');
    expect(sheet).toContain('Diciembre de semana — 10% menos de lunes a jueves — Válida del martes 1 de diciembre de 2026 al jueves 31 de diciembre de 2026');
  });

  it('says "a consultar" for a missing price and works on an empty database', () => {
    const empty = siteFactsFrom(
      { 'datosId/8': null, 'datosId/29': null, 'datosId/25': null, 'config/diasFinDeSemana': null, promociones: null, 'config/salon': null },
      NOW,
    );
    expect(empty.companyName).toBe('Salón');
    expect(factSheet(empty)).toContain('$ a consultar'.slice(2));
    expect(factAmounts(empty).size).toBe(0);
  });
});

describe("the hall's facts", () => {
  it('tells the model the address with its map, the capacity, the hours, what is included and the cancellation policy', () => {
    const sheet = factSheet(siteFactsFrom(RAW, NOW));
    expect(sheet).toContain('Dirección del salón: Av. Rivadavia 14500, Ramos Mejía. Mapa: https://maps.app.goo.gl/abc123\n');
    expect(sheet).toContain('Capacidad del salón: hasta 120 invitados.\n');
    expect(sheet).toContain('Horarios de las fiestas: De día: 12 a 16 hs / de noche: 21 a 1 hs.\n');
    expect(sheet).toContain('El alquiler incluye: Mesas y sillas; Vajilla.\n');
    expect(sheet).toContain('Política de cancelación: Con 30 días de anticipación, la seña se usa para otra fecha.\n');
  });

  it('links a map search of the address when no map link is stored, and says nothing of what is not stored', () => {
    const sheet = factSheet(siteFactsFrom({ ...RAW, 'config/salon': { direccion: 'Calle 1' } }, NOW));
    expect(sheet).toContain('Dirección del salón: Calle 1. Mapa: https://www.google.com/maps/search/?api=1&query=Calle%201\n');
    expect(sheet).not.toMatch(/Capacidad del salón|Horarios de las fiestas|El alquiler incluye|Política de cancelación/);
    expect(factSheet(siteFactsFrom({ ...RAW, 'config/salon': null }, NOW))).not.toContain('Dirección del salón');
  });

  it('takes an amount the cancellation policy states as a fact', () => {
    const facts = siteFactsFrom({ ...RAW, 'config/salon': { politicaCancelacion: 'Con menos de 30 días se retienen $ 50.000.' } }, NOW);
    expect(factAmounts(facts).has(50_000)).toBe(true);
  });
});

describe('promotions in the facts', () => {
  it('keeps a promotion stored without `activa` (older ones are active, as /preciospromo shows them)', () => {
    const raw = {
      ...RAW,
      promociones: { viejo: { titulo: 'Inflable gratis', descripcion: 'Los domingos de diciembre' }, apagada: { titulo: 'Apagada', activa: false } },
    };
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
