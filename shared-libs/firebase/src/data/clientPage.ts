// The client's budget page (/p/{token}, docs/storage-contract.md "Client page") talks to the clientBudget function
// over plain HTTP: no Firebase SDK, no session. Published as @salon/firebase/clientPage, outside the shared
// @salon/firebase chunk: only the page that imports it carries it.
import type { ClientBudgetView } from '@salon/domain';
import { getBackendConfig, type BackendConfig } from '@salon/firebase';
import { functionUrl, inTestNamespace } from './functionUrl';

/** Where clientBudget answers: the Functions emulator on the embedded backend, or the deployed function. */
export function clientBudgetFunctionUrl(config: BackendConfig = getBackendConfig()): string {
  return functionUrl(config, 'clientBudget');
}

export type ClientBudgetAnswer =
  | { ok: true; view: ClientBudgetView }
  /** `invalid`: the link does not open anything (404); `field`: the message belongs next to that field. */
  | { ok: false; message: string; invalid: boolean; field?: 'nombre' };

const UNREACHABLE = 'No pudimos conectarnos para mostrar el presupuesto. Revisá tu conexión y probá de nuevo.';

async function call(init: RequestInit, query = ''): Promise<ClientBudgetAnswer> {
  let response: Response;
  try {
    response = await fetch(inTestNamespace(`${clientBudgetFunctionUrl()}${query}`, getBackendConfig()), { ...init, cache: 'no-store' });
  } catch {
    return { ok: false, message: UNREACHABLE, invalid: false };
  }
  const body = (await response.json().catch(() => ({}))) as { presupuesto?: ClientBudgetView; error?: unknown; campo?: unknown };
  if (response.ok && body.presupuesto && typeof body.presupuesto === 'object') return { ok: true, view: body.presupuesto };
  return {
    ok: false,
    message: typeof body.error === 'string' ? body.error : UNREACHABLE,
    invalid: response.status === 404,
    ...(body.campo === 'nombre' ? { field: 'nombre' as const } : {}),
  };
}

/** The budget a token opens. */
export function fetchClientBudget(token: string): Promise<ClientBudgetAnswer> {
  return call({ method: 'GET' }, `?token=${encodeURIComponent(token)}`);
}

/** Accepts the budget in the client's name; answers the budget as it is afterwards. */
export function acceptClientBudget(token: string, nombre: string): Promise<ClientBudgetAnswer> {
  return call({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, accion: 'aceptar', nombre }) });
}

export type DepositCheckoutAnswer = { ok: true; initPoint: string } | { ok: false; message: string };

const CHECKOUT_UNREACHABLE = 'No pudimos abrir Mercado Pago. Revisá tu conexión y probá de nuevo.';

/** "Pagar la seña con Mercado Pago": where to send the client (the preference's init_point), or why not. */
export async function startDepositCheckout(token: string): Promise<DepositCheckoutAnswer> {
  let response: Response;
  try {
    response = await fetch(inTestNamespace(clientBudgetFunctionUrl(), getBackendConfig()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, accion: 'pagar-sena' }),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, message: CHECKOUT_UNREACHABLE };
  }
  const body = (await response.json().catch(() => ({}))) as { initPoint?: unknown; error?: unknown };
  if (response.ok && typeof body.initPoint === 'string' && /^https?:\/\//.test(body.initPoint)) return { ok: true, initPoint: body.initPoint };
  return { ok: false, message: typeof body.error === 'string' ? body.error : CHECKOUT_UNREACHABLE };
}
