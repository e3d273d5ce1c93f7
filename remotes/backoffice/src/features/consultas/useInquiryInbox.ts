// The inbox's model: the inquiries live (newest first), the count of new ones, a status change.
import { useLive } from '@salon/firebase';
import { setInquiryStatus, watchInquiries } from '@salon/firebase/consultas';
import { countNewInquiries, type Inquiry, type InquiryStatus } from '@salon/domain';
import { notify } from '@salon/ui';

export function useInquiries() {
  return useLive<Inquiry[]>((onData, onError) => watchInquiries(onData, onError), []);
}

/** How many inquiries are new (null while unknown or unreadable: no badge then). */
export function useNewInquiryCount(): number | null {
  const inquiries = useInquiries();
  return inquiries.status === 'ready' ? countNewInquiries(inquiries.value) : null;
}

export async function changeStatus(inquiry: Inquiry, estado: InquiryStatus): Promise<void> {
  try {
    await setInquiryStatus(inquiry.id, estado);
  } catch {
    notify(`No se pudo cambiar el estado de la consulta de ${inquiry.nombre}. Probá de nuevo.`, 'error');
  }
}
