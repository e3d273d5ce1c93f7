// The hall's facts (config/salon) and the account clients transfer to (cuentaBancaria) as the back-office edits
// them: read as stored (not as the site reads them), written together by an admin in one update (database.rules.json
// checks each shape again), so a failed save changes neither.
import type { BankAccountShape, HallFactsShape } from '@salon/schema';
import { bankAccountDraft, hallFactsDraft, parseBankAccount, type BankAccount, type HallSettingsDraft } from '@salon/domain';
import { rawDatabase, getDb, PATHS, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, update, watchPath } = rawDatabase;

/** config/salon and cuentaBancaria as the form shows them (the stored map link, '' when none), once both have arrived. */
export function watchHallFactsDraft(onData: (draft: HallSettingsDraft) => void, onError?: (error: Error) => void): Unsubscribe {
  let facts: ReturnType<typeof hallFactsDraft> | null = null;
  let account: ReturnType<typeof bankAccountDraft> | null = null;
  const emit = () => {
    if (facts && account) onData({ ...facts, ...account });
  };
  const stopFacts = watchPath(PATHS.hallFacts, hallFactsDraft, (value) => ((facts = value), emit()), onError);
  const stopAccount = watchPath(PATHS.bankAccount, bankAccountDraft, (value) => ((account = value), emit()), onError);
  return () => {
    stopFacts();
    stopAccount();
  };
}

/** Replaces config/salon (hallFactsToStore leaves empty fields out) and cuentaBancaria (null removes it), in one write. */
export function saveHallFacts(facts: HallFactsShape, account: BankAccountShape | null): Promise<void> {
  return update(ref(getDb()), { [PATHS.hallFacts]: facts, [PATHS.bankAccount]: account });
}

/** cuentaBancaria for the staff's documents; null when there is none. */
export function watchBankAccount(onData: (account: BankAccount | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.bankAccount, parseBankAccount, onData, onError);
}
