// consultas/{id} (docs/storage-contract.md, "Inquiries"): a visitor sends one; staff watch the inbox and change
// the status. Published as @salon/firebase/consultas, outside the shared @salon/firebase chunk: it is bundled into
// the apps that import it (in the lazy form and the back-office), so the public pages do not carry it.
// Like ./staff, it reaches Firebase only through the package name (the page's one session).
import type { InquiryStatus, InquiryToSend } from '@salon/domain';
import { callAsVisitor, childPath, getDb, PATHS, rawDatabase, type RawDatabase } from '@salon/firebase';

const { ref, set } = rawDatabase;

/** How long the form waits for submitInquiry's answer. */
export const SUBMIT_INQUIRY_TIMEOUT_MS = 20_000;

/**
 * Sends an inquiry as this browser's visitor through the submitInquiry function, which checks it, limits it and
 * writes it (visitors cannot write consultas themselves); resolves with its id. A refusal rejects with the
 * function's Spanish message (a FunctionsError).
 */
export async function sendInquiry(inquiry: InquiryToSend): Promise<string> {
  return (await callAsVisitor<InquiryToSend, { id: string }>('submitInquiry', inquiry, { timeoutMs: SUBMIT_INQUIRY_TIMEOUT_MS })).id;
}

export function setInquiryStatus(id: string, estado: InquiryStatus, db: RawDatabase = getDb()): Promise<void> {
  return set(ref(db, childPath(PATHS.inquiries, id, 'estado')), estado);
}
