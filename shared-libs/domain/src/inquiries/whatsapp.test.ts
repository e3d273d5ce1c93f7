import fc from 'fast-check';
import { DEFAULT_WHATSAPP_MESSAGE, normalizeWhatsappNumber, whatsappLink } from './whatsapp';

describe('normalizeWhatsappNumber', () => {
  it.each([
    ['5491155550123', '+5491155550123'],
    ['+54 9 11 5555-0123', '+5491155550123'],
    ['549 (11) 5555 0123', '+5491155550123'],
    ['011 5555-0123', '+5491155550123'],
    ['01155550123', '+5491155550123'],
    ['11 5555-0123', '+5491155550123'],
    ['1155550123', '+5491155550123'],
    ['0351 555-0123', '+54903515550123'], // only 011 loses its 0
    ['351 555 0123', '+5493515550123'],
    ['+54 11 5555-0123', '+549541155550123'], // the seed's rule, literally: 54 without the 9 is not recognised
    ['wa: 11-5555-0123 (Juan)', '+5491155550123'],
    ['', ''],
    ['   ', ''],
    ['sin número', ''],
    ['٣٤٥', ''], // Arabic-Indic digits are not digits here
  ])('%p → %p', (raw, normalised) => {
    expect(normalizeWhatsappNumber(raw)).toBe(normalised);
  });

  it.each([
    [1155550123, '+5491155550123'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [{ numero: '11' }, ''],
  ])('non-text %p → %p', (raw, normalised) => {
    expect(normalizeWhatsappNumber(raw)).toBe(normalised);
  });

  it('never throws and yields "" or "+" followed by digits, for any string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (raw) => {
        expect(normalizeWhatsappNumber(raw)).toMatch(/^(?:|\+\d+)$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('whatsappLink', () => {
  it('builds the wa.me link with the encoded message', () => {
    expect(whatsappLink('011 5555-0123', 'Hola! ¿Está libre el 5/12? 100% seguro & listo')).toBe(
      'https://wa.me/5491155550123?text=Hola!%20%C2%BFEst%C3%A1%20libre%20el%205%2F12%3F%20100%25%20seguro%20%26%20listo',
    );
  });

  it('keeps new lines of a quote message', () => {
    expect(whatsappLink('5491155550123', 'a\nb')).toBe('https://wa.me/5491155550123?text=a%0Ab');
  });

  it.each([[''], ['---'], [null], [undefined]])('is empty for the number %p', (raw) => {
    expect(whatsappLink(raw, DEFAULT_WHATSAPP_MESSAGE)).toBe('');
  });

  it('does not throw on a message with a lone surrogate', () => {
    expect(whatsappLink('1155550123', 'a\uD800b')).toBe('https://wa.me/5491155550123?text=a%EF%BF%BDb');
  });

  it('never throws for any number and message (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (raw, message) => {
        expect(whatsappLink(raw, message)).toMatch(/^(?:|https:\/\/wa\.me\/\d+\?text=\S*)$/);
      }),
    );
  });

  it('has the seed default message', () => {
    expect(DEFAULT_WHATSAPP_MESSAGE).toBe('Hola! Quisiera hacer una consulta.');
  });
});
