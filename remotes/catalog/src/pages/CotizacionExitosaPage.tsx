// /cotizacion-exitosa: sends the visitor to WhatsApp with the message of the query parameter.
import { useEffect } from 'react';
import { useSearchParams } from '@salon/router';
import { DEFAULT_WHATSAPP_MESSAGE, whatsappLink } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchContact } from '@salon/firebase/data';
import { Page } from '@salon/ui';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export default function CotizacionExitosaPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || DEFAULT_WHATSAPP_MESSAGE;
  const contact = useLive(watchContact);
  const link = contact.status === 'ready' ? whatsappLink(contact.value.whatsappNumber, message) : '';

  useEffect(() => {
    if (!link) return;
    const go = () => window.location.assign(link);
    // The conversion event goes first; without a tracker, go straight to WhatsApp.
    if (typeof window.gtag === 'function') {
      window.gtag('event', 'conversion', { value: 1, currency: 'ARS', event_callback: go });
    } else {
      go();
    }
  }, [link]);

  return (
    <Page title="Redirigiendo a Whatsapp" description="Te llevamos a WhatsApp para que nos envíes tu consulta.">
      <p>Si no te redirige automáticamente en unos segundos, por favor hacé click en el siguiente enlace:</p>
      {link ? (
        <a className="salon-button" href={link}>
          Ir a WhatsApp
        </a>
      ) : (
        <p>Cargando enlace de WhatsApp...</p>
      )}
    </Page>
  );
}
