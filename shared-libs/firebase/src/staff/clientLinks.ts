// A budget's client page (docs/storage-contract.md, "Client page"): an admin shares it (a new secret token at
// enlacesCliente/{token}, kept on the budget too) and revokes it. Staff read the link and the client's acceptance
// from the budget; nobody reads enlacesCliente (the clientBudget function does, with the admin SDK).
import { clientLinkToken, parseAcceptance, parseBudgetClientLink, type BudgetAcceptance } from '@salon/domain';
import { childPath, getDb, PATHS, rawDatabase, type RawDatabase, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, serverTimestamp, update, watchPath } = rawDatabase;

export interface BudgetSharing {
  /** The current link, or null while it is not shared. */
  link: { token: string; creadoEn: number } | null;
  acceptance: BudgetAcceptance | null;
}

/** The budget's link and acceptance, live. */
export function watchBudgetSharing(budgetId: string, onData: (sharing: BudgetSharing) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    childPath(PATHS.budgets, budgetId),
    (raw) => {
      const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      return { link: parseBudgetClientLink(record.enlaceCliente), acceptance: parseAcceptance(record.aceptacion) };
    },
    onData,
    onError,
  );
}

/** A new link for the budget (replacing none: revoke the current one first); resolves with its token. */
export function shareBudgetWithClient(budgetId: string, por: string): Promise<string> {
  return shareBudgetWithClientIn(getDb(), budgetId, por);
}

export async function shareBudgetWithClientIn(
  db: RawDatabase,
  budgetId: string,
  por: string,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): Promise<string> {
  const token = clientLinkToken(random(new Uint8Array(32)));
  await update(ref(db), {
    [childPath(PATHS.clientLinks, token)]: { presupuestoId: budgetId, creadoEn: serverTimestamp(), creadoPor: por },
    [childPath(PATHS.budgets, budgetId, 'enlaceCliente')]: { token, creadoEn: serverTimestamp() },
  });
  return token;
}

/** Shuts the link at once: stamped revoked (kept) and taken off its budget, in one write. */
export function revokeClientLink(budgetId: string, token: string): Promise<void> {
  return revokeClientLinkIn(getDb(), budgetId, token);
}

export async function revokeClientLinkIn(db: RawDatabase, budgetId: string, token: string): Promise<void> {
  await update(ref(db), {
    [childPath(PATHS.clientLinks, token, 'revocadoEn')]: serverTimestamp(),
    [childPath(PATHS.budgets, budgetId, 'enlaceCliente')]: null,
  });
}
