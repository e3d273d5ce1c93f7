// The seed's promotions, as the seed writes them, for end-to-end tests whose prices depend on them: a local
// database seeded before promotions were data keeps its older, text-only copy (the seed never replaces a path
// that exists), so a test that expects "Martes y miércoles 15 % off" applied puts the seed's values first.
import { demoData } from '../seed/demoData';
import { adminDb } from './adminDb';
import { HALL_NOW } from './clock';

/** Writes the seed's `promociones`; returns what puts the previous value back (call it in a `finally`). */
export async function setDemoPromotions(): Promise<() => Promise<void>> {
  const db = adminDb();
  const before: unknown = (await db.ref('promociones').get()).val();
  await db.ref('promociones').set(demoData(HALL_NOW.slice(0, 10)).promociones);
  return async () => {
    await db.ref('promociones').set(before ?? null);
  };
}
