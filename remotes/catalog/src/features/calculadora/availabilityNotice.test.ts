import { availabilityMessage, type AvailabilityView, type DateAvailability } from './availabilityNotice';

// A small hand-made availability: 12/12 booked, 11/12 and 13/12 free, the rest unknown.
const days: Record<string, DateAvailability> = {
  '2026-12-11': { date: '2026-12-11', status: 'Libre', price: 320000, holiday: null },
  '2026-12-12': { date: '2026-12-12', status: 'Ocupado', price: 320000, holiday: null },
  '2026-12-13': { date: '2026-12-13', status: 'Libre', price: null, holiday: null },
  '2026-12-08': { date: '2026-12-08', status: 'Libre', price: 320000, holiday: 'Inmaculada Concepción de María' },
  '2026-12-25': { date: '2026-12-25', status: 'Ocupado', price: 320000, holiday: 'Navidad' },
  '2027-01-01': { date: '2027-01-01', status: 'no-verificable', price: 320000, holiday: 'Año Nuevo' },
};
const service = (overrides: Partial<AvailabilityView> = {}): AvailabilityView => ({
  loading: false,
  ready: true,
  lookup: (date) => days[date] ?? { date, status: 'no-verificable', price: null, holiday: null },
  nearestFreeDates: () => [days['2026-12-11']!, days['2026-12-13']!],
  ...overrides,
});

describe('availabilityMessage', () => {
  it('says a booked date is taken and offers the nearest free dates with their prices', () => {
    expect(availabilityMessage('2026-12-12', service())).toEqual({
      kind: 'booked',
      text: 'El sábado 12 de diciembre de 2026 ya está reservado. Estas fechas cercanas están libres:',
      alternatives: [
        { date: '2026-12-11', text: 'viernes 11 de diciembre · $ 320.000' },
        { date: '2026-12-13', text: 'domingo 13 de diciembre' },
      ],
    });
  });

  it('asks to write when no free date is near', () => {
    const message = availabilityMessage('2026-12-12', service({ nearestFreeDates: () => [] }));
    expect(message).toMatchObject({ kind: 'booked', alternatives: [] });
    expect(message.kind === 'booked' && message.text).toContain('Escribinos y buscamos otra fecha juntos.');
  });

  it.each([
    ['2026-12-11', service(), { kind: 'free', text: '¡Buena noticia! El viernes 11 de diciembre de 2026 está libre.' }],
    ['2026-12-08', service(), { kind: 'free', text: '¡Buena noticia! El martes 8 de diciembre de 2026 (feriado: Inmaculada Concepción de María) está libre.' }],
    [
      '2026-12-25',
      service({ nearestFreeDates: () => [] }),
      {
        kind: 'booked',
        text: 'El viernes 25 de diciembre de 2026 (feriado: Navidad) ya está reservado. Escribinos y buscamos otra fecha juntos.',
        alternatives: [],
      },
    ],
    [
      '2027-01-01',
      service(),
      {
        kind: 'unknown',
        text: 'El viernes 1 de enero de 2027 es feriado (Año Nuevo). No pudimos confirmar si la fecha está libre. Consultanos por WhatsApp y te respondemos enseguida.',
      },
    ],
    ['2027-03-03', service(), { kind: 'unknown', text: 'No pudimos confirmar si la fecha está libre. Consultanos por WhatsApp y te respondemos enseguida.' }],
    ['2026-12-12', service({ ready: false, loading: true }), { kind: 'checking', text: 'Estamos viendo si la fecha está libre...' }],
    ['2026-12-12', service({ ready: false, loading: false }), { kind: 'none' }],
    [null, service(), { kind: 'none' }],
    ['2026-12-12', null, { kind: 'none' }],
  ] as const)('%p → %p', (date, availability, expected) => {
    expect(availabilityMessage(date, availability)).toEqual(expected);
  });
});

describe('a date held provisionally (docs/storage-contract.md)', () => {
  it('warns that it is held, that it may come free, and still offers free dates near it', () => {
    const held = service({ lookup: (date) => ({ date, status: 'Reservado provisoriamente', price: 320000, holiday: null }) });
    expect(availabilityMessage('2026-12-12', held)).toEqual({
      kind: 'held',
      text: 'El sábado 12 de diciembre de 2026 está reservado provisoriamente: otro cliente lo tiene retenido por unos días y, si no lo confirma, vuelve a quedar libre. Podés enviarnos la cotización igual o elegir una de estas fechas libres:',
      alternatives: [
        { date: '2026-12-11', text: 'viernes 11 de diciembre · $ 320.000' },
        { date: '2026-12-13', text: 'domingo 13 de diciembre' },
      ],
    });
  });
});
