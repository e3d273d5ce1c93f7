/** @jest-environment jsdom */
// The client page's model without its view: the link checked and opened, what the function answers (a budget, a
// dead link, a failure and its retry), and the acceptance (the name checked here, sending, the function's answer).
import { act, renderHook } from '@testing-library/react';
import { acceptClientBudget, fetchClientBudget, startDepositCheckout, type ClientBudgetAnswer } from '@salon/firebase/clientPage';
import { INVALID_LINK, useClientBudget } from './useClientBudget';
import { TOKEN, VIEW } from './__fixtures__/clientBudget';

jest.mock('@salon/firebase/clientPage', () => ({ fetchClientBudget: jest.fn(), acceptClientBudget: jest.fn(), startDepositCheckout: jest.fn() }));
const checkout = startDepositCheckout as jest.MockedFunction<typeof startDepositCheckout>;

const fetchBudget = fetchClientBudget as jest.MockedFunction<typeof fetchClientBudget>;
const accept = acceptClientBudget as jest.MockedFunction<typeof acceptClientBudget>;

/** An answer the test gives when it says so, to see the state while it is awaited. */
function later() {
  let resolve: (answer: ClientBudgetAnswer) => void = () => undefined;
  const promise = new Promise<ClientBudgetAnswer>((done) => (resolve = done));
  return { promise, answer: (value: ClientBudgetAnswer) => act(async () => resolve(value)) };
}

const ACCEPTED = { ...VIEW, aceptacion: { nombre: 'Lucía Fernández', en: Date.parse('2026-11-14T18:30:00-03:00') }, puedeAceptar: false };

beforeEach(() => {
  fetchBudget.mockReset();
  accept.mockReset();
});

it('opens the budget of a well-formed link, loading until the function answers', async () => {
  const pending = later();
  fetchBudget.mockReturnValue(pending.promise);
  const { result } = renderHook(() => useClientBudget(TOKEN));
  expect(result.current.state).toEqual({ status: 'loading' });
  await pending.answer({ ok: true, view: VIEW });
  expect(result.current.state).toEqual({ status: 'ready', view: VIEW });
  expect(fetchBudget.mock.calls).toEqual([[TOKEN]]);
});

it('says a malformed link is not valid without asking the function', () => {
  const { result } = renderHook(() => useClientBudget('no-es-un-token'));
  expect(result.current.state).toEqual({ status: 'invalid', message: INVALID_LINK });
  expect(INVALID_LINK).toBe('Este enlace ya no es válido. Pedile al salón que te envíe uno nuevo.');
  expect(fetchBudget).not.toHaveBeenCalled();
});

it('tells a dead link from a failure, and asks again on «Reintentar»', async () => {
  fetchBudget.mockResolvedValueOnce({ ok: false, invalid: true, message: INVALID_LINK });
  const dead = renderHook(() => useClientBudget(TOKEN));
  await act(async () => undefined);
  expect(dead.result.current.state).toEqual({ status: 'invalid', message: INVALID_LINK });

  const unreachable = 'No pudimos conectarnos para mostrar el presupuesto. Revisá tu conexión y probá de nuevo.';
  fetchBudget.mockResolvedValueOnce({ ok: false, invalid: false, message: unreachable });
  const failing = renderHook(() => useClientBudget(TOKEN));
  await act(async () => undefined);
  expect(failing.result.current.state).toEqual({ status: 'error', message: unreachable });
  fetchBudget.mockResolvedValueOnce({ ok: true, view: VIEW });
  await act(async () => failing.result.current.reload());
  expect(failing.result.current.state).toEqual({ status: 'ready', view: VIEW });
  expect(fetchBudget).toHaveBeenCalledTimes(3);
});

describe('accepting the budget', () => {
  async function opened() {
    fetchBudget.mockResolvedValue({ ok: true, view: VIEW });
    const hook = renderHook(() => useClientBudget(TOKEN));
    await act(async () => undefined);
    return hook;
  }

  it('asks for a name first, and clears the message once one is typed', async () => {
    const { result } = await opened();
    await act(() => result.current.acceptance.submit());
    expect(result.current.acceptance.error).toBe('Escribí tu nombre y apellido para aceptar.');
    expect(accept).not.toHaveBeenCalled();
    act(() => result.current.acceptance.setName('L'));
    expect(result.current.acceptance).toMatchObject({ name: 'L', error: '' });
  });

  it('refuses "12345" and a single word next to the field, without sending', async () => {
    const { result } = await opened();
    act(() => result.current.acceptance.setName('12345'));
    await act(() => result.current.acceptance.submit());
    expect(result.current.acceptance.error).toBe('Escribí tu nombre y apellido con letras, sin números ni símbolos.');
    act(() => result.current.acceptance.setName('Lucía'));
    await act(() => result.current.acceptance.submit());
    expect(result.current.acceptance).toMatchObject({ error: 'Escribí tu nombre y también tu apellido.', justAccepted: false });
    expect(accept).not.toHaveBeenCalled();
  });

  it('sends the name tidied, says it is sending, and shows the budget as accepted', async () => {
    const { result } = await opened();
    const pending = later();
    accept.mockReturnValue(pending.promise);
    act(() => result.current.acceptance.setName('  Lucía   Fernández '));
    let sent: Promise<void> = Promise.resolve();
    act(() => void (sent = result.current.acceptance.submit()));
    expect(result.current.acceptance.sending).toBe(true);
    await pending.answer({ ok: true, view: ACCEPTED });
    await act(() => sent);
    expect(accept.mock.calls).toEqual([[TOKEN, 'Lucía Fernández']]);
    expect(result.current.acceptance).toMatchObject({ sending: false, error: '', justAccepted: true });
    expect(result.current.state).toEqual({ status: 'ready', view: ACCEPTED });
  });

  it('shows the function’s refusal next to the name, and a link revoked meanwhile as not valid', async () => {
    const { result } = await opened();
    act(() => result.current.acceptance.setName('Lucía Fernández'));
    accept.mockResolvedValueOnce({ ok: false, invalid: false, message: 'Este presupuesto ya fue aceptado.', field: 'nombre' });
    await act(() => result.current.acceptance.submit());
    expect(result.current.acceptance).toMatchObject({ sending: false, error: 'Este presupuesto ya fue aceptado.' });
    expect(result.current.state).toEqual({ status: 'ready', view: VIEW });
    accept.mockResolvedValueOnce({ ok: false, invalid: true, message: INVALID_LINK });
    await act(() => result.current.acceptance.submit());
    expect(result.current.state).toEqual({ status: 'invalid', message: INVALID_LINK });
  });
});

it("sends the client to Mercado Pago's checkout, or says why it could not be opened", async () => {
  fetchBudget.mockResolvedValue({ ok: true, view: { ...VIEW, pagoOnline: { monto: 180_000 } } });
  const redirect = jest.fn();
  const { result } = renderHook(() => useClientBudget(TOKEN, redirect));
  await act(async () => undefined);
  checkout.mockResolvedValueOnce({ ok: true, initPoint: 'http://127.0.0.1:8095/checkout/pref-1' });
  await act(() => result.current.payment.pay());
  expect(checkout.mock.calls).toEqual([[TOKEN]]);
  expect(redirect.mock.calls).toEqual([['http://127.0.0.1:8095/checkout/pref-1']]);

  checkout.mockResolvedValueOnce({ ok: false, message: 'La seña de este presupuesto ya no se puede pagar en línea. Escribinos por WhatsApp.' });
  await act(() => result.current.payment.pay());
  expect(result.current.payment).toMatchObject({
    sending: false,
    error: 'La seña de este presupuesto ya no se puede pagar en línea. Escribinos por WhatsApp.',
  });
  expect(redirect).toHaveBeenCalledTimes(1);
});
