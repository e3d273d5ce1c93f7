import type { SiteFacts } from '../siteFacts';

/** Something that answers a visitor's question from the site's facts, in Spanish. */
export interface AnswerProvider {
  name: string;
  answer(prompt: string, facts: SiteFacts): Promise<string>;
}
