// The model of "Página del cliente" on a budget's page: its link (/p/{token}) live, share (a new link), copy,
// WhatsApp (sharing first when it is not shared yet), revoke; and the client's acceptance if any.
import { useState } from 'react';
import { clientLinkMessage, clientPageUrl, normalizeWhatsappNumber, whatsappLink, type StoredBudget } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { revokeClientLink, shareBudgetWithClient, watchBudgetSharing, type BudgetSharing } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';

export interface ClientLinkModel {
  sharing: BudgetSharing | null;
  /** The client's page address, '' while not shared. */
  url: string;
  /** WhatsApp with the address, '' without a valid phone or link. */
  whatsapp: string;
  /** The budget's phone can take a WhatsApp message. */
  hasPhone: boolean;
  /** Shares the budget (a new link) and opens WhatsApp with it: "Enviar por WhatsApp" before it was shared. */
  shareAndSend: () => Promise<void>;
  busy: boolean;
  error: string;
  share: () => Promise<void>;
  copy: () => Promise<void>;
  revoke: () => Promise<void>;
}

export function useClientLink(budget: Pick<StoredBudget, 'id' | 'cliente' | 'telefono'>, staffEmail: string, companyName: string): ClientLinkModel {
  const live = useLive<BudgetSharing>((onData, onError) => watchBudgetSharing(budget.id, onData, onError), [budget.id]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const sharing = live.status === 'ready' ? live.value : null;
  const url = sharing?.link ? clientPageUrl(window.location.origin, sharing.link.token) : '';
  const phone = normalizeWhatsappNumber(budget.telefono);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (cause) {
      setError(saveErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const messageLink = (pageUrl: string) => whatsappLink(phone, clientLinkMessage(budget.cliente, pageUrl, companyName));

  return {
    sharing,
    url,
    whatsapp: url && phone ? messageLink(url) : '',
    hasPhone: phone !== '',
    shareAndSend: async () => {
      // Opened on the tap itself, which browsers allow; pointed at WhatsApp once the link exists.
      const tab = window.open('', '_blank');
      let link = '';
      await run(async () => {
        const token = await shareBudgetWithClient(budget.id, staffEmail);
        link = messageLink(clientPageUrl(window.location.origin, token));
      });
      if (!link) tab?.close();
      else if (tab) {
        tab.opener = null;
        tab.location.href = link;
      } else window.location.assign(link);
    },
    busy,
    error,
    share: () =>
      run(async () => {
        await shareBudgetWithClient(budget.id, staffEmail);
        notify('Enlace para el cliente creado.', 'success');
      }),
    copy: async () => {
      try {
        await navigator.clipboard.writeText(url);
        notify('Enlace copiado.', 'success');
      } catch {
        setError('No se pudo copiar: seleccioná el enlace y copialo a mano.');
      }
    },
    revoke: () =>
      run(async () => {
        if (!sharing?.link) return;
        await revokeClientLink(budget.id, sharing.link.token);
        notify('Enlace revocado: ya no muestra el presupuesto.', 'success');
      }),
  };
}
