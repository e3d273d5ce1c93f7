// What /p/{token} writes from the budget: the moment it was accepted (hall time) and the WhatsApp message.
import { acceptedAtText, contactLink, hasHallFacts } from './clientBudgetText';
import { VIEW } from './__fixtures__/clientBudget';

it('writes the moment of the acceptance in the hall’s day and 24-hour time', () => {
  expect(acceptedAtText(Date.parse('2026-11-14T18:30:00-03:00'))).toBe('sábado 14 de noviembre de 2026, 18:30 hs');
  // 23:10 in the hall is already Sunday in UTC; five past midnight is 00:05.
  expect(acceptedAtText(Date.parse('2026-11-15T02:10:00Z'))).toBe('sábado 14 de noviembre de 2026, 23:10 hs');
  expect(acceptedAtText(Date.parse('2026-11-15T00:05:00-03:00'))).toBe('domingo 15 de noviembre de 2026, 00:05 hs');
});

it('links the hall’s WhatsApp with a message naming the event’s day, and nothing without a number', () => {
  expect(contactLink(VIEW)).toBe(
    'https://wa.me/5491155550000?text=Hola!%20Te%20escribo%20por%20mi%20presupuesto%20del%20s%C3%A1bado%2012%20de%20diciembre%20de%202026.',
  );
  expect(contactLink({ ...VIEW, empresa: { nombre: 'Salón Las Palmas', whatsapp: '' } })).toBe('');
});

it('has something to say about the hall when any of its facts is written', () => {
  const none = { address: '', mapUrl: 'https://maps.example/salon', hours: '', included: [], cancellationPolicy: '', phone: '', cuit: '' };
  expect(hasHallFacts(none)).toBe(false);
  expect(hasHallFacts({ ...none, address: 'Av. Siempreviva 742' })).toBe(true);
  expect(hasHallFacts({ ...none, hours: 'De 10 a 20 hs' })).toBe(true);
  expect(hasHallFacts({ ...none, included: ['Vajilla'] })).toBe(true);
  expect(hasHallFacts({ ...none, cancellationPolicy: 'La seña no se devuelve.' })).toBe(true);
});
