// The shared singleton holds the session only; the typed watchers travel in @salon/firebase/data, bundled into
// each app that uses them, so a remote that needs a new watcher ships without a new host (docs/releases.md).
import * as session from '@salon/firebase';
import * as data from '@salon/firebase/data';

const WATCHERS = ['watchPrices', 'readPrices', 'watchTheme', 'watchGalleries', 'watchPromotions', 'watchBookings', 'readHolidayOverrides', 'callAskAI'];

it('the shared session exports none of the data watchers', () => {
  for (const name of WATCHERS) expect(Object.keys(session)).not.toContain(name);
  expect(Object.keys(session).filter((name) => /^(watch|read)[A-Z]/.test(name))).toEqual(['watchConnection']);
});

it('@salon/firebase/data exports them', () => {
  for (const name of WATCHERS) expect(typeof (data as Record<string, unknown>)[name]).toBe('function');
});

it('the session keeps what must be one per page', () => {
  for (const name of ['getDb', 'useLive', 'setPublicSnapshot', 'callAsVisitor', 'callAsStaff', 'rawDatabase']) expect(Object.keys(session)).toContain(name);
});
