import { dateFromText, dateToText, stillTypingDate, typedDateText } from './dateText';

describe('dateToText', () => {
  it.each([
    ['2026-12-25', '25/12/2026'],
    ['2027-01-05', '05/01/2027'],
    ['', ''],
    ['25/12/20', '25/12/20'],
  ])('%s reads %s', (value, text) => expect(dateToText(value)).toBe(text));
});

describe('dateFromText', () => {
  it.each([
    ['25/12/2026', '2026-12-25'],
    ['5/1/2027', '2027-01-05'],
    [' 05/01/2027 ', '2027-01-05'],
    ['25-12-2026', '2026-12-25'],
    ['25.12.2026', '2026-12-25'],
    ['25122026', '2026-12-25'],
    ['2026-12-25', '2026-12-25'],
    ['29/02/2028', '2028-02-29'],
  ])('%s is %s', (text, iso) => expect(dateFromText(text)).toBe(iso));

  it.each(['', '25/12', '25/12/26', '25/12/202', '30/02/2027', '29/02/2027', '31/04/2027', '12/25/2026', '00/01/2027', 'mañana', '2026-13-01'])(
    '%s names no day',
    (text) => expect(dateFromText(text)).toBeNull(),
  );
});

describe('typedDateText', () => {
  it.each([
    ['2', '25', '25/'],
    ['25/', '25/1', '25/1'],
    ['25/1', '25/12', '25/12/'],
    ['25/12/', '25/12/2', '25/12/2'],
    ['25', '251', '25/1'],
    ['251', '2512', '25/12/'],
    ['', '25122026', '25/12/2026'],
    ['5', '5/', '5/'],
    ['5/', '5/01', '5/01/'],
    ['25/12/', '25/12', '25/12'],
    ['25/', '25', '25'],
  ])('after %j, typing %j shows %j', (previous, next, shown) => expect(typedDateText(previous, next)).toBe(shown));
});

describe('stillTypingDate', () => {
  it.each([
    ['25/1', true],
    ['25/12/202', true],
    ['25/12/2026', false],
    ['30/02/2027', false],
    ['2026-12-25', false],
    ['', false],
  ])('%j → %s', (text, typing) => expect(stillTypingDate(text)).toBe(typing));
});
