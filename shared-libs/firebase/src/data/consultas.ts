// consultas/{id} (docs/storage-contract.md, "Inquiries"): a visitor sends one; staff watch the inbox and change
// the status. Published as @salon/firebase/consultas, outside the shared @salon/firebase chunk: it is bundled into
// the apps that import it (in the lazy form and the back-office), so the public pages do not carry it.
// Like ./staff, it reaches Firebase only through the package name (the page's one session).
import { parseInquiryList, type Inquiry, type InquiryStatus, type InquiryToSend } from '@salon/domain';
import { childPath, getDb, getVisitorDb, PATHS, rawDatabase, type RawDatabase, type Unsubscribe } from '@salon/firebase';

const { push, ref, serverTimestamp, set, update, watchPath } = rawDatabase;

/** The one update a send is: the inquiry, new at the server's time, and the visitor's limit naming it. */
export function inquiryWrites(id: string, uid: string, inquiry: InquiryToSend, now: object = serverTimestamp()): Record<string, unknown> {
  return {
    [childPath(PATHS.inquiries, id)]: { ...inquiry, estado: 'nueva', creadaEn: now },
    [childPath(PATHS.inquiryLimits, uid)]: { en: now, consulta: id },
  };
}

/** Sends an inquiry as `uid` through `db`; resolves with its id. Rejects (PERMISSION_DENIED) when the rules refuse it. */
export async function sendInquiryIn(db: RawDatabase, uid: string, inquiry: InquiryToSend): Promise<string> {
  const id = push(ref(db, PATHS.inquiries)).key;
  await update(ref(db), inquiryWrites(id, uid, inquiry));
  return id;
}

/** Sends an inquiry as this browser's visitor (signed in anonymously on the first send). */
export async function sendInquiry(inquiry: InquiryToSend): Promise<string> {
  const { db, uid } = await getVisitorDb();
  return sendInquiryIn(db, uid, inquiry);
}

/** The inbox, live: newest first (staff only). */
export function watchInquiries(onData: (inquiries: Inquiry[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.inquiries, parseInquiryList, onData, onError);
}

export function setInquiryStatus(id: string, estado: InquiryStatus, db: RawDatabase = getDb()): Promise<void> {
  return set(ref(db, childPath(PATHS.inquiries, id, 'estado')), estado);
}
