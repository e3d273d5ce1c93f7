import { EMPTY_INBOX_FILTER, inboxFilterError, inboxQuery, inquiryGreeting, inquiryWhatsappLink, matchesInboxFilter, type InboxFilter } from './inbox';

const filter = (overrides: Partial<InboxFilter>): InboxFilter => ({ ...EMPTY_INBOX_FILTER, ...overrides });
const marta = { nombre: 'Marta Núñez', telefono: '11 5555-0000', estado: 'nueva' as const, fecha: '2026-11-12' };

describe('inboxQuery', () => {
  it('lists what is not archived by default, one status when chosen', () => {
    expect(inboxQuery(EMPTY_INBOX_FILTER)).toEqual({ by: 'archivadaEn', equalTo: null });
    expect(inboxQuery(filter({ vista: 'archivada' }))).toEqual({ by: 'estado', equalTo: 'archivada' });
    expect(inboxQuery(filter({ vista: 'nueva', buscar: 'marta' }))).toEqual({ by: 'estado', equalTo: 'nueva' });
  });

  it('reads a range of dates asked for, open at either end', () => {
    expect(inboxQuery(filter({ desde: '2026-11-01', hasta: '2026-11-30' }))).toEqual({ by: 'fecha', from: '2026-11-01', to: '2026-11-30' });
    expect(inboxQuery(filter({ desde: '2026-11-01' }))).toEqual({ by: 'fecha', from: '2026-11-01', to: '9999-12-31' });
    expect(inboxQuery(filter({ hasta: '2026-11-30', vista: 'nueva' }))).toEqual({ by: 'fecha', from: '0000-01-01', to: '2026-11-30' });
  });

  it('ignores a range that ends before it starts, and says so', () => {
    const backwards = filter({ desde: '2026-12-01', hasta: '2026-11-30' });
    expect(inboxQuery(backwards)).toEqual({ by: 'archivadaEn', equalTo: null });
    expect(inboxFilterError(backwards)).toBe('La fecha «Hasta» tiene que ser igual o posterior a «Desde».');
    expect(inboxFilterError(filter({ desde: '2026-11-30', hasta: '2026-11-30' }))).toBeNull();
  });
});

describe('matchesInboxFilter', () => {
  it.each([
    ['marta', true],
    ['MARTA nunez', true],
    ['núñez', true],
    ['lucía', false],
    ['5555', true],
    ['1155550000', true],
    ['11 5555-0000', true],
    ['4444', false],
    ['', true],
  ])('the search %p finds Marta Núñez, 11 5555-0000: %p', (buscar, found) => {
    expect(matchesInboxFilter(marta, filter({ buscar }))).toBe(found);
  });

  it('within a date range, keeps the status chosen (and leaves archived ones out of the default view)', () => {
    const range = { desde: '2026-11-01' };
    expect(matchesInboxFilter(marta, filter(range))).toBe(true);
    expect(matchesInboxFilter({ ...marta, estado: 'archivada' }, filter(range))).toBe(false);
    expect(matchesInboxFilter({ ...marta, estado: 'archivada' }, filter({ ...range, vista: 'archivada' }))).toBe(true);
    expect(matchesInboxFilter(marta, filter({ ...range, vista: 'contactada' }))).toBe(false);
  });
});

describe('the WhatsApp greeting', () => {
  it('names the visitor and the date, in voseo', () => {
    expect(inquiryGreeting(marta)).toBe(
      '¡Hola, Marta! Te escribimos del salón por la consulta que nos dejaste para el jueves 12 de noviembre de 2026. ¿Tenés un momento para que te contemos?',
    );
  });

  it('goes to wa.me with the Argentine number normalized', () => {
    expect(inquiryWhatsappLink(marta)).toBe(
      'https://wa.me/5491155550000?text=%C2%A1Hola%2C%20Marta!%20Te%20escribimos%20del%20sal%C3%B3n%20por%20la%20consulta%20que%20nos%20dejaste%20para%20el%20jueves%2012%20de%20noviembre%20de%202026.%20%C2%BFTen%C3%A9s%20un%20momento%20para%20que%20te%20contemos%3F',
    );
    expect(inquiryWhatsappLink({ ...marta, telefono: '+54 9 351 555-0123' })).toMatch(/^https:\/\/wa\.me\/5493515550123\?text=/);
  });
});
