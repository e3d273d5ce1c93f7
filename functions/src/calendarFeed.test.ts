// The feed's handler without a database: who gets a 404, and what a real iCalendar parser (ical.js) reads.
import ICAL from 'ical.js';
import { handleCalendarFeed, requestToken, sameToken, type FeedSources } from './calendarFeed';

const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const OTHER = 'BBECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

function sources(overrides: Partial<FeedSources> = {}): FeedSources & { budgetReads: string[][] } {
  const budgetReads: string[][] = [];
  return {
    budgetReads,
    readSecret: async () => ({ token: TOKEN, creadoEn: 1 }),
    readBookings: async () => ({
      '2026-12-05': { tipo: 'evento', presupuestoId: 'p1' },
      '2026-12-12': { tipo: 'evento', presupuestoId: 'p2', provisoria: true, venceEn: Date.UTC(2026, 10, 17, 21) },
      '2026-12-24': { tipo: 'bloqueo' },
    }),
    readBudgets: async (ids) => {
      budgetReads.push([...ids]);
      return {
        p1: { cliente: 'María Pérez', telefono: '11 5555-1234', fechaEvento: '2026-12-05', alquiler: '4hs', invitados: 80, estado: 'aceptado' },
        p2: { cliente: 'Juan Gómez', telefono: '11 6666-0000', fechaEvento: '2026-12-12', alquiler: '3hs', estado: 'enviado' },
      };
    },
    readCompanyName: async () => ({ contenido1: 'Salón Las Flores' }),
    now: () => new Date('2026-11-10T15:00:00Z'),
    uidDomain: 'demo-salon.calendario',
    ...overrides,
  };
}

const get = (path: string, queryToken?: unknown) => ({ method: 'GET', path, queryToken });

it('answers 404 with the same body for a missing, malformed or wrong token, another method, or no stored secret', async () => {
  const answers = await Promise.all([
    handleCalendarFeed(get('/'), sources()),
    handleCalendarFeed(get('/', 'corto'), sources()),
    handleCalendarFeed(get('/', OTHER), sources()),
    handleCalendarFeed(get('/', [TOKEN, TOKEN]), sources()),
    handleCalendarFeed({ method: 'POST', path: '/', queryToken: TOKEN }, sources()),
    handleCalendarFeed(get('/', TOKEN), sources({ readSecret: async () => null })),
  ]);
  for (const answer of answers) {
    expect(answer).toEqual({ status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'No encontrado.\n' });
  }
});

it('takes the token from ?token= or from the path, with or without .ics', () => {
  expect(requestToken({ path: '/', queryToken: TOKEN })).toBe(TOKEN);
  expect(requestToken({ path: `/${TOKEN}.ics`, queryToken: undefined })).toBe(TOKEN);
  expect(requestToken({ path: `/${TOKEN}`, queryToken: '' })).toBe(TOKEN);
  expect(requestToken({ path: '/', queryToken: undefined })).toBe('');
});

it('compares only well-formed tokens', () => {
  expect(sameToken(TOKEN, TOKEN)).toBe(true);
  expect(sameToken(OTHER, TOKEN)).toBe(false);
  expect(sameToken(TOKEN, undefined)).toBe(false);
  expect(sameToken('x', 'x')).toBe(false);
});

it('serves the events as text/calendar that ical.js reads: statuses, all-day dates, zone; no phone', async () => {
  const source = sources();
  const answer = await handleCalendarFeed(get(`/${TOKEN}.ics`), source);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(source.budgetReads).toEqual([['p1', 'p2']]);
  expect(answer.body).not.toContain('5555');
  expect(answer.body).not.toContain('6666');

  const calendar = new ICAL.Component(ICAL.parse(answer.body));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Salón Las Flores · Eventos');
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Argentina/Buenos_Aires');
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Argentina/Buenos_Aires');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      status: component.getFirstPropertyValue('status'),
    };
  });
  expect(events).toEqual([
    { uid: '2026-12-05-p1@demo-salon.calendario', summary: 'María Pérez · 4 hs · 80 invitados', start: '2026-12-05', isDate: true, status: 'CONFIRMED' },
    {
      uid: '2026-12-12-p2@demo-salon.calendario',
      summary: 'Reservado provisoriamente: Juan Gómez · 3 hs',
      start: '2026-12-12',
      isDate: true,
      status: 'TENTATIVE',
    },
  ]);
});

it('answers HEAD with the headers and no body', async () => {
  const answer = await handleCalendarFeed({ method: 'HEAD', path: '/', queryToken: TOKEN }, sources());
  expect(answer.status).toBe(200);
  expect(answer.body).toBe('');
});
