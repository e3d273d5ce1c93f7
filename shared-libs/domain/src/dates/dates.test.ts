import fc from 'fast-check';
import {
  addDays,
  compareCodes,
  daysBetween,
  formatDateLong,
  formatDateShort,
  HALL_TIME_ZONE,
  isoWeekday,
  isValidIsoDate,
  isWithinPickerRange,
  parseIsoDate,
  todayInHall,
} from './dates';

describe('todayInHall', () => {
  it.each([
    // Buenos Aires is UTC−3 all year (no daylight saving since 2009).
    ['2026-12-05T02:59:59Z', '2026-12-04'],
    ['2026-12-05T03:00:00Z', '2026-12-05'],
    ['2027-01-01T02:30:00Z', '2026-12-31'],
    ['2026-06-30T23:00:00Z', '2026-06-30'],
    ['2026-07-01T03:00:00Z', '2026-07-01'],
    ['2024-02-29T12:00:00Z', '2024-02-29'],
  ])('at %s it is %s in the hall', (instant, expected) => {
    expect(todayInHall(new Date(instant))).toBe(expected);
  });

  it('throws for an invalid Date', () => {
    expect(() => todayInHall(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('uses the Buenos Aires zone', () => {
    expect(HALL_TIME_ZONE).toBe('America/Argentina/Buenos_Aires');
  });
});

describe('independence from the process time zone', () => {
  const originalZone = process.env.TZ;
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  // Node re-reads TZ when it is assigned, so local-time code would give different answers here.
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles', HALL_TIME_ZONE])(
    'gives the same answers with TZ=%s',
    (zone) => {
      process.env.TZ = zone;
      expect(todayInHall(new Date('2026-12-05T02:59:59Z'))).toBe('2026-12-04');
      expect(todayInHall(new Date('2026-12-05T03:00:00Z'))).toBe('2026-12-05');
      expect(isoWeekday('2026-12-05')).toBe(6);
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addDays('2026-10-03', 2)).toBe('2026-10-05');
      expect(formatDateLong('2026-12-05')).toBe('sábado 5 de diciembre de 2026');
      expect(formatDateShort('2026-01-01')).toBe('jue 1/1');
      expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
    },
  );
});

describe('parseIsoDate and isValidIsoDate', () => {
  it.each([
    ['2026-12-05', { year: 2026, month: 12, day: 5 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['0099-01-01', { year: 99, month: 1, day: 1 }],
  ])('%s is valid', (text, parts) => {
    expect(parseIsoDate(text)).toEqual(parts);
    expect(isValidIsoDate(text)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-12-00',
    '2026-1-5',
    '26-12-05',
    '2026-12-05T00:00',
    ' 2026-12-05',
    '05/12/2026',
    '',
    20261205,
    null,
    undefined,
    {},
  ])('%p is not a valid ISO date', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-12-05', 6],
    ['2026-12-06', 0],
    ['2026-12-07', 1],
    ['2026-12-10', 4],
    ['2026-12-11', 5],
    ['1900-01-01', 1],
    ['2099-12-31', 4],
    ['2000-02-29', 2],
  ])('%s is weekday %i', (iso, weekday) => {
    expect(isoWeekday(iso)).toBe(weekday);
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => isoWeekday('2026-02-30')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-12-05', 0, '2026-12-05'],
    ['2026-01-31', 365, '2027-01-31'],
    ['1900-01-01', -1, '1899-12-31'],
  ])('%s + %i = %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects a day count of %p', (days) => {
    expect(() => addDays('2026-12-05', days)).toThrow(RangeError);
  });

  it('is undone by the opposite count and agrees with daysBetween (property)', () => {
    const isoDates = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -5000, max: 5000 }), (iso, days) => {
        const moved = addDays(iso, days);
        expect(isValidIsoDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(iso);
        expect(daysBetween(iso, moved)).toBe(days);
        expect(isoWeekday(moved)).toBe((((isoWeekday(iso) + days) % 7) + 7) % 7);
      }),
    );
  });
});

describe('formatDateLong and formatDateShort', () => {
  it.each([
    ['2026-12-05', 'sábado 5 de diciembre de 2026', 'sáb 5/12'],
    ['2026-12-06', 'domingo 6 de diciembre de 2026', 'dom 6/12'],
    ['2027-01-13', 'miércoles 13 de enero de 2027', 'mié 13/1'],
    ['2026-09-01', 'martes 1 de septiembre de 2026', 'mar 1/9'],
    ['2026-07-09', 'jueves 9 de julio de 2026', 'jue 9/7'],
    ['2026-05-25', 'lunes 25 de mayo de 2026', 'lun 25/5'],
    ['2026-03-27', 'viernes 27 de marzo de 2026', 'vie 27/3'],
  ])('%s → "%s" / "%s"', (iso, long, short) => {
    expect(formatDateLong(iso)).toBe(long);
    expect(formatDateShort(iso)).toBe(short);
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => formatDateLong('mañana')).toThrow(RangeError);
    expect(() => formatDateShort('2026-02-30')).toThrow(RangeError);
  });
});

describe('isWithinPickerRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['2026-12-05', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
    ['2026-02-30', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isWithinPickerRange(value)).toBe(expected);
  });
});

describe('compareCodes', () => {
  it('orders ISO dates, times and keys as written, whatever the language', () => {
    expect(['2026-12-05', '2026-11-30', '2027-01-02', '2026-12-05'].sort(compareCodes)).toEqual(['2026-11-30', '2026-12-05', '2026-12-05', '2027-01-02']);
    expect(['20:00', '09:30', '13:00'].sort(compareCodes)).toEqual(['09:30', '13:00', '20:00']);
    expect(compareCodes('P-0012', 'P-0012')).toBe(0);
    expect(compareCodes('P-0009', 'P-0012')).toBe(-1);
    expect(compareCodes('b', 'a')).toBe(1);
  });
});
