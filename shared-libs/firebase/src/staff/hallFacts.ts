// The hall's facts (config/salon) as the back-office edits them: read as stored (not as the site reads them),
// written whole by an admin (database.rules.json checks the shape again).
import type { HallFactsShape } from '@salon/schema';
import { hallFactsDraft, type HallFactsDraft } from '@salon/domain';
import { rawDatabase, getDb, PATHS, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, set, watchPath } = rawDatabase;

/** config/salon as the form shows it (the stored map link, '' when none). */
export function watchHallFactsDraft(onData: (draft: HallFactsDraft) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.hallFacts, hallFactsDraft, onData, onError);
}

/** Replaces config/salon (hallFactsToStore leaves empty fields out). */
export function saveHallFacts(facts: HallFactsShape): Promise<void> {
  return set(ref(getDb(), PATHS.hallFacts), facts);
}
