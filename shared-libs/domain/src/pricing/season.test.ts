import fc from 'fast-check';
import {
  currentPage,
  isSeasonPage,
  legacyPageRedirect,
  MONTH_NAMES_ES,
  monthForPage,
  monthLabel,
  pageForMonth,
  parseMonthParam,
  remainingSeasonPages,
  seasonEndDate,
  seasonStartYear,
  SEASON_PAGES,
  yearForPage,
} from './season';

describe('pageForMonth and monthForPage', () => {
  it.each([
    [7, 7],
    [8, 8],
    [9, 9],
    [10, 10],
    [11, 11],
    [12, 12],
    [1, 13],
    [2, 14],
    [3, 15],
    [4, 16],
    [5, 17],
    [6, 18],
  ])('month %i is page %i and back', (month, page) => {
    expect(pageForMonth(month)).toBe(page);
    expect(monthForPage(page)).toBe(month);
  });

  it.each([0, 13, 1.5, Number.NaN])('pageForMonth(%p) throws RangeError', (month) => {
    expect(() => pageForMonth(month)).toThrow(RangeError);
  });

  it.each([6, 19, 0, 7.5])('monthForPage(%p) throws RangeError', (page) => {
    expect(() => monthForPage(page)).toThrow(RangeError);
  });

  it('lists the season pages in order', () => {
    expect(SEASON_PAGES).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(SEASON_PAGES.every(isSeasonPage)).toBe(true);
    expect([6, 19, '7', 7.1, null].some(isSeasonPage)).toBe(false);
  });
});

describe('seasonStartYear and currentPage', () => {
  it.each([
    ['2026-07-01', 2026, 7],
    ['2026-12-31', 2026, 12],
    ['2027-01-01', 2026, 13],
    ['2027-06-30', 2026, 18],
    ['2026-06-30', 2025, 18],
    ['2026-03-15', 2025, 15],
  ])('%s belongs to the season of %i, page %i', (iso, year, page) => {
    expect(seasonStartYear(iso)).toBe(year);
    expect(currentPage(iso)).toBe(page);
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => seasonStartYear('2026-13-01')).toThrow(RangeError);
    expect(() => currentPage('')).toThrow(RangeError);
  });
});

describe('parseMonthParam', () => {
  it.each([
    ['diciembre', 12],
    ['Diciembre', 12],
    ['DICIEMBRE', 12],
    ['julio', 7],
    ['enero', 13],
    ['junio', 18],
    ['septiembre', 9],
    ['Septiembre', 9],
    ['setiembre', 9],
    ['Setiembre', 9],
    ['Febrero', 14],
    ['fébrero', 14],
    [' marzo ', 15],
    ['7', 7],
    ['07', 7],
    ['12', 12],
    ['13', 13],
    ['18', 18],
    ['1', 13],
    ['01', 13],
    ['6', 18],
  ])('%p → page %p', (param, page) => {
    expect(parseMonthParam(param)).toBe(page);
  });

  it.each(['19', '0', '', 'dic', 'december', 'diciembre2026', '7.5', '-7', undefined, 12])('%p → null', (param) => {
    expect(parseMonthParam(param)).toBeNull();
  });
});

describe('legacyPageRedirect', () => {
  it.each([
    [1, 13],
    [2, 14],
    [3, 15],
    [4, 16],
    [5, 17],
    [6, 18],
    [0, null],
    [7, null],
    [13, null],
    [1.5, null],
  ])('/precios%p → %p', (legacy, target) => {
    expect(legacyPageRedirect(legacy)).toBe(target);
  });
});

describe('monthLabel and yearForPage', () => {
  it.each([
    [12, 2026, 'Diciembre 2026'],
    [7, 2026, 'Julio 2026'],
    [13, 2026, 'Enero 2027'],
    [18, 2026, 'Junio 2027'],
    [9, 2025, 'Septiembre 2025'],
  ])('page %i of the season %i is "%s"', (page, year, label) => {
    expect(monthLabel(page, year)).toBe(label);
  });

  it('gives the calendar year of a page', () => {
    expect(yearForPage(12, 2026)).toBe(2026);
    expect(yearForPage(13, 2026)).toBe(2027);
  });

  it('throws RangeError for a page outside 7–18', () => {
    expect(() => monthLabel(3, 2026)).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('every month name parses to its page, and every date maps to the page of its label (property)', () => {
    MONTH_NAMES_ES.forEach((name, index) => expect(parseMonthParam(name)).toBe(pageForMonth(index + 1)));
    const isoDates = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDates, (iso) => {
        const [year, month] = iso.split('-').map(Number) as [number, number];
        const label = monthLabel(currentPage(iso), seasonStartYear(iso));
        expect(label).toBe(`${label.charAt(0)}${MONTH_NAMES_ES[month - 1]!.slice(1)} ${year}`);
      }),
    );
  });
});

describe('seasonEndDate', () => {
  it.each([
    [2026, '2027-06-30'],
    [1999, '2000-06-30'],
  ])('season of %i ends on %s', (start, end) => {
    expect(seasonEndDate(start)).toBe(end);
  });
});

describe('remainingSeasonPages', () => {
  it('offers the months from today’s to June, never a past one', () => {
    // Tuesday 10 November 2026: November 2026 to June 2027.
    expect(remainingSeasonPages('2026-11-10')).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(remainingSeasonPages('2027-06-30')).toEqual([18]);
    expect(remainingSeasonPages('2026-07-01')).toEqual([...SEASON_PAGES]);
  });
});
