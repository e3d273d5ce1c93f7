import { useEffect, useState } from 'react';
import { watchContact } from '@salon/firebase/data';
import { structuredDataJson, venueStructuredData } from '@salon/domain';

/** The hall as search engines read it (JSON-LD), while the home page is shown; live with the contact data. */
export function useVenueStructuredData(companyName: string): void {
  const [whatsappNumber, setWhatsappNumber] = useState('');
  useEffect(() => watchContact((contact) => setWhatsappNumber(contact.whatsappNumber)), []);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = 'salon-venue';
    script.textContent = structuredDataJson(venueStructuredData({ name: companyName, url: `${window.location.origin}/`, whatsappNumber }));
    document.head.appendChild(script);
    return () => script.remove();
  }, [companyName, whatsappNumber]);
}
