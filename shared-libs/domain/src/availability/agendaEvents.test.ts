import type { StoredBudget } from '../books/budget';
import { AGENDA_KIND_LABELS, agendaCounts, agendaEvents, type AgendaInput } from './agendaEvents';

// The tests' fixed clock: Tuesday 10 November 2026, noon in the hall. The range is November 2026's month view
// (weeks from Monday): Monday 26 October to Sunday 6 December.
const NOW = new Date('2026-11-10T12:00:00-03:00');
const RANGE = { desde: '2026-10-26', hasta: '2026-12-06', now: NOW };

function budget(id: string, fields: Partial<StoredBudget>): StoredBudget {
  return {
    id,
    cliente: 'Cliente',
    telefono: '11 5555-0000',
    fechaEvento: '2026-11-21',
    invitados: 0,
    alquiler: null,
    horasExtra: 0,
    adicionales: {},
    descuento: 0,
    sena: 0,
    notas: 'Llamar después de las 18',
    estado: 'presupuestado',
    validoHasta: '2026-11-30',
    creadoEn: 0,
    actualizadoEn: 0,
    autor: 'admin@salon.test',
    precios: null,
    anulacion: null,
    ...fields,
  };
}

const ANA = budget('p1', { cliente: 'Ana Pérez', alquiler: '4hs', horasExtra: 1, invitados: 90, estado: 'confirmado' });
const GOMEZ = budget('p2', { cliente: 'Familia Gómez', fechaEvento: '2026-11-26', alquiler: '3hs', invitados: 40, estado: 'reservado' });
const ANNULLED = budget('p3', { cliente: 'Luis Díaz', estado: 'anulado' });

it('turns the bookings of the range into events, holds with when they lapse, with the budgets’ clients and hours', () => {
  const input: AgendaInput = {
    ...RANGE,
    bookings: [
      { date: '2026-10-20', kind: 'evento', budgetId: 'p9' },
      { date: '2026-11-12', kind: 'evento', budgetId: 'p4', provisional: true, expiresAt: Date.parse('2026-11-10T00:00:00-03:00') },
      { date: '2026-11-14', kind: 'evento' },
      { date: '2026-11-15', kind: 'evento', budgetId: 'p5' },
      { date: '2026-11-21', kind: 'evento', budgetId: 'p1' },
      { date: '2026-11-26', kind: 'evento', budgetId: 'p2', provisional: true, expiresAt: Date.parse('2026-11-18T00:00:00-03:00') },
      { date: '2026-11-28', kind: 'evento', budgetId: 'p3' },
      { date: '2026-11-30', kind: 'bloqueo' },
    ],
    budgets: { p1: ANA, p2: GOMEZ, p3: ANNULLED, p5: null },
  };
  expect(agendaEvents(input)).toEqual([
    {
      id: 'provisoria-2026-11-12',
      kind: 'provisoria',
      title: 'Reserva provisoria · venció el lun 9/11',
      start: '2026-11-12',
      allDay: true,
      budgetId: 'p4',
      detail: 'Reserva provisoria. Venció el lunes 9 de noviembre de 2026.',
    },
    { id: 'evento-2026-11-14', kind: 'evento', title: 'Evento reservado', start: '2026-11-14', allDay: true, detail: 'Evento reservado' },
    {
      id: 'evento-2026-11-15',
      kind: 'evento',
      title: 'Evento reservado (no se encontró su presupuesto)',
      start: '2026-11-15',
      allDay: true,
      budgetId: 'p5',
      detail: 'Evento reservado (no se encontró su presupuesto)',
    },
    {
      id: 'evento-2026-11-21',
      kind: 'evento',
      title: 'Ana Pérez · 4 hs + 1 hora extra',
      start: '2026-11-21',
      allDay: true,
      budgetId: 'p1',
      detail: 'Evento de Ana Pérez: 4 hs + 1 hora extra, 90 invitados (Confirmado).',
    },
    {
      id: 'provisoria-2026-11-26',
      kind: 'provisoria',
      title: 'Familia Gómez · vence el mar 17/11',
      start: '2026-11-26',
      allDay: true,
      budgetId: 'p2',
      detail: 'Reserva provisoria de Familia Gómez: 3 hs, 40 invitados. Vence el martes 17 de noviembre de 2026 si no se confirma.',
    },
    { id: 'bloqueo-2026-11-30', kind: 'bloqueo', title: 'Fecha bloqueada', start: '2026-11-30', allDay: true, detail: 'Fecha bloqueada por el personal' },
  ]);
});

it('adds the holidays of the range from every source, and Google’s events and visit slots with their hours in the hall’s zone', () => {
  const input: AgendaInput = {
    ...RANGE,
    bookings: [{ date: '2026-11-28', kind: 'evento', budgetId: 'p1' }],
    budgets: { p1: { ...ANA, alquiler: null, invitados: 0 } },
    holidays: {
      calendarEvents: [{ summary: 'Día de la Soberanía Nacional', start: { date: '2026-11-23' }, end: { date: '2026-11-24' } }],
      recurring: [{ monthDay: '11-2', name: 'Día de los Muertos' }],
      overrides: { added: [{ date: '2026-12-08', name: 'Inmaculada Concepción de María' }], removed: ['20261102'] },
    },
    calendarEvents: [
      { id: 'g1', summary: 'Cumpleaños de Sofi', start: { dateTime: '2026-11-28T21:00:00-03:00' }, end: { dateTime: '2026-11-29T01:00:00-03:00' } },
      { id: 'g2', summary: 'Pintura del salón', start: { date: '2026-12-05' }, end: { date: '2026-12-08' } },
      { id: 'g3', status: 'cancelled', summary: 'Suspendido', start: { date: '2026-11-20' }, end: { date: '2026-11-21' } },
      { id: 'g4', summary: 'Otro mes', start: { date: '2026-12-20' }, end: { date: '2026-12-21' } },
    ],
    visitSlots: [
      { id: 'v1', start: { dateTime: '2026-11-11T13:00:00Z' }, end: { dateTime: '2026-11-11T15:00:00Z' } },
      { id: 'v2', summary: 'Visita de los Rossi', start: { dateTime: '2026-11-28T11:00:00-03:00' }, end: { dateTime: '2026-11-28T11:30:00-03:00' } },
    ],
  };
  expect(agendaEvents(input)).toEqual([
    {
      id: 'visita-v1',
      kind: 'visita',
      title: 'Turno de visita',
      start: '2026-11-11T13:00:00Z',
      end: '2026-11-11T15:00:00Z',
      allDay: false,
      detail: 'Turno de visita: 10:00 a 12:00 hs',
    },
    {
      id: 'feriado-2026-11-23',
      kind: 'feriado',
      title: 'Día de la Soberanía Nacional',
      start: '2026-11-23',
      allDay: true,
      detail: 'Feriado: Día de la Soberanía Nacional',
    },
    {
      id: 'evento-2026-11-28',
      kind: 'evento',
      title: 'Ana Pérez',
      start: '2026-11-28',
      allDay: true,
      budgetId: 'p1',
      detail: 'Evento de Ana Pérez (Confirmado).',
    },
    {
      id: 'visita-v2',
      kind: 'visita',
      title: 'Visita de los Rossi',
      start: '2026-11-28T11:00:00-03:00',
      end: '2026-11-28T11:30:00-03:00',
      allDay: false,
      detail: 'Turno de visita: 11:00 a 11:30 hs',
    },
    {
      id: 'google-g1',
      kind: 'evento',
      title: 'Cumpleaños de Sofi',
      start: '2026-11-28T21:00:00-03:00',
      end: '2026-11-29T01:00:00-03:00',
      allDay: false,
      detail: 'Evento del calendario de Google: Cumpleaños de Sofi, 21:00 a 01:00 hs',
    },
    {
      id: 'google-g2',
      kind: 'evento',
      title: 'Pintura del salón',
      start: '2026-12-05',
      end: '2026-12-08',
      allDay: true,
      detail: 'Evento del calendario de Google: Pintura del salón',
    },
  ]);
});

it('counts the events of each kind, every kind named', () => {
  const events = agendaEvents({
    ...RANGE,
    bookings: [
      { date: '2026-11-21', kind: 'evento', budgetId: 'p1' },
      { date: '2026-11-26', kind: 'evento', budgetId: 'p2', provisional: true, expiresAt: Date.parse('2026-11-18T00:00:00-03:00') },
      { date: '2026-11-27', kind: 'bloqueo' },
      { date: '2026-11-30', kind: 'bloqueo' },
    ],
    budgets: { p1: ANA, p2: GOMEZ },
  });
  expect(agendaCounts(events)).toEqual({ evento: 1, provisoria: 1, bloqueo: 2, feriado: 0, visita: 0 });
  expect(AGENDA_KIND_LABELS).toEqual({
    evento: 'Eventos',
    provisoria: 'Reservas provisorias',
    bloqueo: 'Fechas bloqueadas',
    feriado: 'Feriados',
    visita: 'Visitas',
  });
});
