// The paths a prerendered public page starts from (scripts/prerender.ts reads them; the page's snapshot store,
// setPublicSnapshot of @salon/firebase, holds their values). Only public, visitor-readable paths belong here
// (docs/storage-contract.md).
import { PATHS } from '@salon/firebase';

/** The paths a prerendered public page may start from. Everything here is readable without signing in. */
export const PUBLIC_SNAPSHOT_PATHS: readonly string[] = [
  PATHS.prices,
  PATHS.contact,
  PATHS.calendarEnd,
  PATHS.companyName,
  PATHS.browserTitle,
  PATHS.componentOrder,
  PATHS.theme,
  PATHS.weekendDays,
  PATHS.promotions,
  PATHS.galleries,
  PATHS.floorPlan,
  PATHS.hallFacts,
];
