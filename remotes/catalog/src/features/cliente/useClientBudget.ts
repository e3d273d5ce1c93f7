// The model of /p/{token}: the client's budget from the clientBudget function, and "Aceptar presupuesto" (their
// name, checked here first, then by the function). Nothing is kept in the browser.
import { useCallback, useEffect, useState } from 'react';
import { CLIENT_LINK_TOKEN, validateAcceptanceName, type ClientBudgetView } from '@salon/domain';
import { acceptClientBudget, fetchClientBudget, startDepositCheckout } from '@salon/firebase/clientPage';

export type ClientBudgetState =
  | { status: 'loading' }
  | { status: 'ready'; view: ClientBudgetView }
  /** The link opens nothing (unknown, malformed or revoked). */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string };

export const INVALID_LINK = 'Este enlace ya no es válido. Pedile al salón que te envíe uno nuevo.';

export interface AcceptanceModel {
  name: string;
  setName: (name: string) => void;
  /** The message next to the name field, or ''. */
  error: string;
  sending: boolean;
  /** The acceptance was just recorded from this page (its confirmation is brought into view). */
  justAccepted: boolean;
  submit: () => Promise<void>;
}

/** "Pagar la seña con Mercado Pago": the client is sent to Mercado Pago's checkout; the books say when it is paid. */
export interface OnlinePaymentModel {
  sending: boolean;
  /** Why Mercado Pago could not be opened, or ''. */
  error: string;
  pay: () => Promise<void>;
}

/** Leaves the page for Mercado Pago's checkout. */
const leaveFor = (url: string) => window.location.assign(url);

export function useClientBudget(
  token: string,
  redirect: (url: string) => void = leaveFor,
): { state: ClientBudgetState; acceptance: AcceptanceModel; payment: OnlinePaymentModel; reload: () => void } {
  const [state, setState] = useState<ClientBudgetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [justAccepted, setJustAccepted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [paymentError, setPaymentError] = useState('');

  useEffect(() => {
    if (!CLIENT_LINK_TOKEN.test(token)) {
      setState({ status: 'invalid', message: INVALID_LINK });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void fetchClientBudget(token).then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ status: 'ready', view: answer.view });
      else setState(answer.invalid ? { status: 'invalid', message: answer.message } : { status: 'error', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const submit = useCallback(async () => {
    const checked = validateAcceptanceName(name);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError('');
    setSending(true);
    const answer = await acceptClientBudget(token, checked.nombre);
    setSending(false);
    if (answer.ok) {
      setState({ status: 'ready', view: answer.view });
      setJustAccepted(true);
    } else if (answer.invalid) setState({ status: 'invalid', message: answer.message });
    else setError(answer.message);
  }, [name, token]);

  const pay = useCallback(async () => {
    setPaymentError('');
    setPaying(true);
    const answer = await startDepositCheckout(token);
    if (answer.ok) {
      redirect(answer.initPoint);
      return;
    }
    setPaying(false);
    setPaymentError(answer.message);
  }, [token, redirect]);

  return {
    state,
    payment: { sending: paying, error: paymentError, pay },
    acceptance: { name, setName: (value) => (setName(value), setError('')), error, sending, justAccepted, submit },
    reload: () => setAttempt((n) => n + 1),
  };
}
