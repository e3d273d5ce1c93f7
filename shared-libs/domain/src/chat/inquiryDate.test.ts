import { inquiryDateFromChat } from './inquiryDate';

describe('inquiryDateFromChat', () => {
  it('finds the one date a message asks to book', () => {
    expect(inquiryDateFromChat('quiero reservar el 12 de diciembre', '2026-11-25')).toBe('2026-12-12');
    expect(inquiryDateFromChat('Quisiera señar el sábado 19/12', '2026-11-25')).toBe('2026-12-19');
  });

  it('stays quiet without booking words, without a date, with two dates or a past one', () => {
    expect(inquiryDateFromChat('¿está libre el 12 de diciembre?', '2026-11-25')).toBeNull();
    expect(inquiryDateFromChat('quiero reservar', '2026-11-25')).toBeNull();
    expect(inquiryDateFromChat('quiero reservar el 12 o el 19 de diciembre', '2026-11-25')).toBeNull();
    expect(inquiryDateFromChat('quiero reservar el 20 de noviembre de 2026', '2026-11-25')).toBeNull();
  });
});
