// What every staff document names besides its own data: the hall (company name, address, phone, CUIT) and the
// account clients transfer to, live.
import { documentIssuer, NO_HALL_FACTS, parseHallFacts, type BankAccount, type DocumentIssuer, type HallFacts } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchCompanyName, watchHallFacts } from '@salon/firebase/data';
import { watchBankAccount } from '@salon/firebase/staff';

const watchFacts = watchHallFacts(parseHallFacts);

export interface HallIssuer {
  /** False until the hall's facts and name have arrived (a document made before would miss them). */
  ready: boolean;
  issuer: DocumentIssuer;
  hall: HallFacts;
  bankAccount: BankAccount | null;
}

export function useHallIssuer(): HallIssuer {
  const facts = useLive(watchFacts);
  const company = useLive<string>((onData) => watchCompanyName(onData));
  const account = useLive(watchBankAccount);
  const hall = facts.status === 'ready' ? facts.value : NO_HALL_FACTS;
  const companyName = company.status === 'ready' ? company.value : '';
  return {
    // A failed read of the account (a role that may not read it) leaves it out rather than blocking the document.
    ready: facts.status !== 'loading' && company.status !== 'loading' && account.status !== 'loading',
    issuer: documentIssuer(companyName, hall),
    hall,
    bankAccount: account.status === 'ready' ? account.value : null,
  };
}
