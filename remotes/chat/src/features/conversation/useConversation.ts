// The conversation: local answers first (calendar and prices), askAI for the rest. While a message is
// processed nothing else is sent; the dates of the last local answer are kept for a follow-up.
import { useCallback, useRef, useState } from 'react';
import {
  answerLocally,
  CHAT_TEXTS,
  inquiryDateFromChat,
  todayInHall,
  type ChatAction,
  type ChatAvailability,
  type HallFacts,
  type IsoDate,
  withTimeout,
} from '@salon/domain';
import { callAskAI } from '@salon/firebase/data';
import type { ChatAvailabilitySource } from '../availability/chatAvailability';
import { aiFailureReply, AiTimeout } from './aiFailure';

export interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'bot';
  thinking?: boolean;
  error?: boolean;
  /** Buttons under a local answer (the calendar, WhatsApp for its dates). */
  actions?: ChatAction[];
  /** The date a message asked to book (not known to be taken): the reply offers the inquiry form for it. */
  inquiryDate?: IsoDate;
}

/** The date to offer the inquiry form for: asked to book, and not known to be taken. */
function inquiryDateFor(text: string, availability: ChatAvailability): IsoDate | undefined {
  const date = inquiryDateFromChat(text, todayInHall(new Date()));
  return date && availability.lookup(date).status !== 'Ocupado' ? date : undefined;
}

/**
 * How long a question waits (its "thinking" bubble showing) for the calendar to finish loading before getting the
 * seed's "loading" reply, which asks the visitor to ask again: on a slow phone or network 4 s was not enough.
 */
const LOAD_WAIT_MS = 10_000;

/** How long a question waits for askAI before the chat gives up and offers WhatsApp. */
export const AI_TIMEOUT_MS = 15_000;

async function settledAvailability(source: ChatAvailabilitySource): Promise<ChatAvailability> {
  const now = source.snapshot();
  if (!now.loading || now.ready) return now;
  const timeout = new Promise<ChatAvailability>((resolve) => setTimeout(() => resolve(source.snapshot()), LOAD_WAIT_MS));
  return Promise.race([source.whenLoaded(), timeout]);
}

export function useConversation(
  source: ChatAvailabilitySource,
  askAI: (prompt: string) => Promise<string> = callAskAI,
  { aiTimeoutMs = AI_TIMEOUT_MS, facts = null }: { aiTimeoutMs?: number; facts?: HallFacts | null } = {},
) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, text: CHAT_TEXTS.greeting, sender: 'bot' }]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const nextId = useRef(1);
  const remembered = useRef<IsoDate[]>([]);
  // The hall's facts as they are when a message is answered (they may arrive after the chat opens).
  const hallFacts = useRef(facts);
  hallFacts.current = facts;

  const add = (message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
    return id;
  };
  const replace = (id: number, message: Omit<ChatMessage, 'id'>) => setMessages((list) => list.map((item) => (item.id === id ? { ...message, id } : item)));

  /** Sends a message; false when there was nothing to send or a message is still being processed. */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      add({ text, sender: 'user' });
      const thinking = add({ text: '...', sender: 'bot', thinking: true });
      try {
        const availability = await settledAvailability(source);
        const local = answerLocally(text, { now: new Date(), availability, rememberedDates: remembered.current, facts: hallFacts.current });
        remembered.current = local.rememberedDates;
        const inquiryDate = inquiryDateFor(text, availability);
        if (local.kind === 'local') {
          replace(thinking, { text: local.text, sender: 'bot', actions: local.actions, ...(inquiryDate ? { inquiryDate } : {}) });
        } else {
          const reply = await withTimeout(askAI(text), aiTimeoutMs, () => new AiTimeout()).then(
            (response): Omit<ChatMessage, 'id'> => ({ text: response, sender: 'bot', ...(inquiryDate ? { inquiryDate } : {}) }),
            (error: unknown): Omit<ChatMessage, 'id'> => ({ ...aiFailureReply(error, text), sender: 'bot', error: true }),
          );
          replace(thinking, reply);
        }
      } catch (error) {
        console.error('El chat no pudo responder', error);
        replace(thinking, { ...aiFailureReply(error, text), sender: 'bot', error: true });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
      return true;
    },
    [source, askAI, aiTimeoutMs],
  );

  return { messages, busy, send };
}
