import { structuredDataJson, venueStructuredData } from './structuredData';

it('describes the hall as an EventVenue with its name, address and normalised WhatsApp number', () => {
  expect(venueStructuredData({ name: 'Salón Las Flores', url: 'https://lasflores.com.ar/', whatsappNumber: '011 5555-6666' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: 'Salón Las Flores',
    url: 'https://lasflores.com.ar/',
    telephone: '+5491155556666',
    currenciesAccepted: 'ARS',
    inLanguage: 'es-AR',
  });
});

it('leaves the telephone out when no number is stored, and never names the hall with a blank', () => {
  const data = venueStructuredData({ name: '  ', url: 'https://x.test/', whatsappNumber: null });
  expect(data).not.toHaveProperty('telephone');
  expect(data.name).toBe('Salón');
});

it('cannot be used to close the script tag it is written into', () => {
  const json = structuredDataJson(venueStructuredData({ name: '</script><script>alert(1)</script>', url: 'https://x.test/', whatsappNumber: '' }));
  expect(json).not.toContain('<');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
