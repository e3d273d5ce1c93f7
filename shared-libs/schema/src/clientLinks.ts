// The client's budget page (docs/storage-contract.md, "Client links"): enlacesCliente/{token} names the budget a
// secret address /p/{token} shows. An admin creates one from the budget's page (the token also kept on the budget,
// presupuestos/{id}/enlaceCliente, so staff see it) and revokes it; the clientBudget function reads it with the admin
// SDK. Nobody else reads it: the public cannot list tokens, and a link is never deleted (a revoked one keeps when).
import { maxLength, minLength, number, optional, pipe, strictObject, string, type InferOutput } from 'valibot';
import { keyed, secretToken, text } from './build';
import { MAX_AUTHOR_LENGTH, MAX_CLIENT_LENGTH, MAX_RECEIPT_BUDGET_ID_LENGTH, SECRET_TOKEN } from './limits';

export const CLIENT_LINK_TOKEN = SECRET_TOKEN;

/** enlacesCliente/{token} */
export const clientLinkSchema = strictObject({
  presupuestoId: pipe(
    string(),
    minLength(1, 'debe nombrar un presupuesto.'),
    maxLength(MAX_RECEIPT_BUDGET_ID_LENGTH, 'es demasiado largo para un presupuesto.'),
  ),
  /** ms, server time. */
  creadoEn: number(),
  /** The e-mail of the admin who shared it. */
  creadoPor: text(1, MAX_AUTHOR_LENGTH),
  /** ms, server time: once written the address shows nothing. */
  revocadoEn: optional(number()),
});

export const clientLinksSchema = keyed('$token', secretToken(), clientLinkSchema);

/** presupuestos/{id}/enlaceCliente: the budget's current link (removed when revoked; the link itself stays). */
export const budgetClientLinkSchema = strictObject({
  token: secretToken(),
  /** ms, server time. */
  creadoEn: number(),
});

/** presupuestos/{id}/aceptacion: the client accepted the budget from its page (written by the server only). */
export const budgetAcceptanceSchema = strictObject({
  /** The name the client typed. */
  nombre: text(1, MAX_CLIENT_LENGTH),
  /** ms, server time. */
  en: number(),
});

export type ClientLinkShape = InferOutput<typeof clientLinkSchema>;
export type BudgetClientLinkShape = InferOutput<typeof budgetClientLinkSchema>;
export type BudgetAcceptanceShape = InferOutput<typeof budgetAcceptanceSchema>;
