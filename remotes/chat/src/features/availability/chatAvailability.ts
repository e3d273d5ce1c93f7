// Where the chat reads availability from: the page's one availability service (@salon/availability,
// shared with the calendar), whose state fits the chat's ChatAvailability.
import { getAvailability, whenAvailabilityLoaded } from '@salon/availability';
import type { ChatAvailability } from '@salon/domain';

export interface ChatAvailabilitySource {
  /** The current state (starts loading if nothing has). */
  snapshot(): ChatAvailability;
  /** Resolves when the current load ends. */
  whenLoaded(): Promise<ChatAvailability>;
}

export const chatAvailability: ChatAvailabilitySource = {
  snapshot: getAvailability,
  whenLoaded: whenAvailabilityLoaded,
};
