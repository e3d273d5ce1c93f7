// The hall's payment terms (config/cobros; docs/storage-contract.md, "Payment plan"): read by every screen that shows a
// budget's plan, written whole by an admin (database.rules.json checks the shape again).
import type { PaymentTermsShape } from '@salon/schema';
import { parsePaymentTerms, type PaymentTerms } from '@salon/domain';
import { rawDatabase, getDb, PATHS, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, set, watchPath } = rawDatabase;

/** config/cobros, with the defaults (30 %, 15 days) for what is not stored. */
export function watchPaymentTerms(onData: (terms: PaymentTerms) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.paymentTerms, parsePaymentTerms, onData, onError);
}

/** Replaces config/cobros. */
export function savePaymentTerms(terms: PaymentTermsShape): Promise<void> {
  return set(ref(getDb(), PATHS.paymentTerms), terms);
}
