import { admitCall, callsWithin, hourlyCeilingLine, phoneForLimits, readCallLog } from './frontDoor';

// Tuesday 10 November 2026, noon in Buenos Aires.
const NOON = Date.parse('2026-11-10T12:00:00-03:00');
const MINUTE = 60_000;

it('allows calls while every window has room, and counts over any window, not a calendar one', () => {
  const limits = [
    { windowMs: 10 * MINUTE, max: 2 },
    { windowMs: 60 * MINUTE, max: 3 },
  ];
  let log = {};
  const answers: boolean[] = [];
  // 11:58, 11:59, 12:00 (the third within ten minutes), 12:09, 12:30 (the fourth within the hour).
  for (const at of [NOON - 2 * MINUTE, NOON - MINUTE, NOON, NOON + 9 * MINUTE, NOON + 30 * MINUTE]) {
    const answer = admitCall(log, at, limits);
    answers.push(answer.allowed);
    log = answer.log;
  }
  expect(answers).toEqual([true, true, false, true, false]);
  expect(log).toEqual({ [String(NOON - 2 * MINUTE)]: 1, [String(NOON - MINUTE)]: 1, [String(NOON + 9 * MINUTE)]: 1 });
});

it('keeps only the longest window of calls, so the log stays as small as the limits', () => {
  const old = { [String(NOON - 61 * MINUTE)]: 4, [String(NOON - 59 * MINUTE)]: 1 };
  expect(admitCall(old, NOON, [{ windowMs: 60 * MINUTE, max: 5 }])).toEqual({
    allowed: true,
    log: { [String(NOON - 59 * MINUTE)]: 1, [String(NOON)]: 1 },
  });
  expect(callsWithin({ [String(NOON)]: 2, [String(NOON + MINUTE)]: 1 }, NOON, MINUTE)).toBe(3);
});

it('reads a stored log tolerantly', () => {
  expect(readCallLog({ '1700000000000': 2, x: 1, '1700000000001': -1, '1700000000002': 'a' })).toEqual({ '1700000000000': 2 });
  expect(readCallLog(null)).toEqual({});
});

it("says the hourly ceiling as staff read it: the last hour's inquiries of the ceiling in force", () => {
  const stored = { tope: 60, ultima: NOON, envios: { [String(NOON - 61 * MINUTE)]: 5, [String(NOON - 30 * MINUTE)]: 11, [String(NOON)]: 1 } };
  expect(hourlyCeilingLine(stored, NOON)).toBe('Consultas en la última hora: 12 de 60');
  expect(hourlyCeilingLine({ tope: 2000, ultima: 1 }, NOON)).toBe('Consultas en la última hora: 0 de 2.000');
  expect(hourlyCeilingLine(null, NOON)).toBeNull();
});

it('counts a phone by its last ten digits, however it was typed', () => {
  expect(phoneForLimits('11 5555-0123')).toBe('1155550123');
  expect(phoneForLimits('+54 9 11 5555-0123')).toBe('1155550123');
  expect(phoneForLimits('(011) 5555.0123')).toBe('1155550123');
});
