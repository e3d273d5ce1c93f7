// The inquiry form's model: what was typed (kept through a failed send), the errors per field, what the date chosen
// is (booked: said at once and not sent, with the nearest free dates; held: said, and it may be sent), the hall's
// capacity, and the send.
import { useState } from 'react';
import {
  emptyInquiryForm,
  inquiryDateNotice,
  inquirySendErrorMessage,
  isValidIsoDate,
  todayInHall,
  validateInquiryForm,
  type InquiryDateNotice,
  type InquiryForm,
  type InquiryFormErrors,
  type InquiryPrefill,
  type InquiryToSend,
} from '@salon/domain';
import { useInquiryFacts } from './useInquiryFacts';

export type InquiryFormStatus = 'editando' | 'enviando' | 'enviada';

export interface InquiryFormOptions {
  /** Sends the inquiry (default: @salon/firebase/consultas' sendInquiry, loaded on the first send). */
  send?: (inquiry: InquiryToSend) => Promise<unknown>;
  /** The visitor's clock (tests pass one); it also measures how long the form was open unless `elapsed` is given. */
  now?: () => number;
}

/** A clock that runs even when Date is fixed (the e2e tests fix it): how long the form has been open. */
const monotonic = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

const defaultSend = async (inquiry: InquiryToSend) => (await import('@salon/firebase/consultas')).sendInquiry(inquiry);

export function useInquiryForm(prefill: InquiryPrefill = {}, { send = defaultSend, now }: InquiryFormOptions = {}) {
  const wall = now ?? Date.now;
  const ticks = now ?? monotonic;
  const facts = useInquiryFacts();
  const [form, setForm] = useState<InquiryForm>(() => emptyInquiryForm(prefill));
  const [errors, setErrors] = useState<InquiryFormErrors>({});
  const [status, setStatus] = useState<InquiryFormStatus>('editando');
  const [opened] = useState(() => ({ at: wall(), ticks: ticks() }));
  const today = todayInHall(new Date(wall()));

  const set = <K extends keyof InquiryForm>(key: K, value: InquiryForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined, envio: undefined }));
  };

  // Said as soon as the date is chosen, before sending.
  const fecha = form.fecha.trim();
  const dateNotice: InquiryDateNotice | null =
    isValidIsoDate(fecha) && fecha >= today ? inquiryDateNotice(fecha, facts.status(fecha), facts.nearestFree(fecha)) : null;

  /** Checks and sends; resolves false when something needs the visitor's attention. */
  async function submit(): Promise<boolean> {
    if (status !== 'editando') return false;
    // `now` as the form's open time plus how long it has been open (a monotonic clock, not the wall clock).
    const check = validateInquiryForm(form, {
      today,
      openedAt: opened.at,
      now: opened.at + (ticks() - opened.ticks),
      capacity: facts.capacity,
      dateStatus: facts.status,
    });
    if (check.kind === 'descartar') {
      // A bot filled the hidden field: nothing is written, and it sees the usual confirmation.
      setStatus('enviada');
      return true;
    }
    if (check.kind === 'errores') {
      setErrors(check.errors);
      return false;
    }
    setErrors({});
    setStatus('enviando');
    try {
      await send(check.inquiry);
      setStatus('enviada');
      return true;
    } catch (error) {
      setErrors({ envio: inquirySendErrorMessage(error) });
      setStatus('editando');
      return false;
    }
  }

  return { form, errors, status, set, submit, today, dateNotice, capacity: facts.capacity };
}
