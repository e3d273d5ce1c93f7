// What the catalog shows besides prices: promotions, photo galleries and the floor plan. Each field is read
// within the limits of its shape (@salon/schema); one that does not fit reads as missing (its default here).
import {
  AREA_DESCRIPTION_MAX_LENGTH,
  AREA_NAME_MAX_LENGTH,
  GALLERY_NAMES as STORED_GALLERY_NAMES,
  LINK_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  type GalleryName,
} from '@salon/schema';
import { parsePromotions, type Promotion } from '@salon/domain';
import { PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';
import { field, isRecord, numberAbove, numberWithin, textWithin } from './fields';

// The page's one Firebase, through the shared package (see ./index.ts).
const { watchPath } = rawDatabase;

// Promotions are read by the one pure reader of @salon/domain, which askAI's facts use too.
export { parsePromotions, type Promotion } from '@salon/domain';

export function watchPromotions(onData: (promotions: Promotion[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.promotions, parsePromotions, onData, onError);
}

export type { GalleryName };
export const GALLERY_NAMES: readonly GalleryName[] = STORED_GALLERY_NAMES;

export interface Photo {
  id: string;
  gallery: GalleryName;
  src: string;
  alt: string;
  width: number;
  height: number;
  order: number;
}

export function parseGalleries(raw: unknown): Photo[] {
  if (!isRecord(raw)) return [];
  const photos: Photo[] = [];
  for (const gallery of GALLERY_NAMES) {
    const entries = raw[gallery];
    if (!isRecord(entries)) continue;
    for (const [id, value] of Object.entries(entries)) {
      const src = textWithin(field(value, 'src'), 1, LINK_MAX_LENGTH);
      if (!src) continue;
      photos.push({
        id,
        gallery,
        src,
        alt: textWithin(field(value, 'alt'), 1, PHOTO_ALT_MAX_LENGTH) ?? '',
        width: numberAbove(field(value, 'ancho'), 0) ?? 1200,
        height: numberAbove(field(value, 'alto'), 0) ?? 800,
        order: numberWithin(field(value, 'orden')) ?? 0,
      });
    }
  }
  return photos.sort((a, b) => a.order - b.order);
}

export function watchGalleries(onData: (photos: Photo[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.galleries, parseGalleries, onData, onError);
}

export interface FloorPlanArea {
  id: string;
  name: string;
  description: string;
  /** Where its numbered marker sits on the plan, in % of the width and height (x, y); null when not placed. */
  position: { x: number; y: number } | null;
}

export interface FloorPlan {
  imageSrc: string;
  areas: FloorPlanArea[];
}

export function parseFloorPlan(raw: unknown): FloorPlan {
  const areas = field(raw, 'areas');
  return {
    imageSrc: textWithin(field(raw, 'imagen'), 0, LINK_MAX_LENGTH) ?? '',
    areas: Object.entries(isRecord(areas) ? areas : {})
      .map(([id, value]) => {
        const x = numberWithin(field(value, 'x'), 0, 100);
        const y = numberWithin(field(value, 'y'), 0, 100);
        return {
          id,
          name: textWithin(field(value, 'nombre'), 1, AREA_NAME_MAX_LENGTH) ?? '',
          description: textWithin(field(value, 'descripcion'), 0, AREA_DESCRIPTION_MAX_LENGTH) ?? '',
          position: x !== undefined && y !== undefined ? { x, y } : null,
        };
      })
      .filter((area) => area.name !== ''),
  };
}

export function watchFloorPlan(onData: (plan: FloorPlan) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.floorPlan, parseFloorPlan, onData, onError);
}

/**
 * config/salon (the hall's facts), read by `read`: parseHallFacts of @salon/domain, which the chat and askAI
 * use too. The reader is passed in so that it stays out of the bundles that watch other paths only (the host's,
 * which "/" loads: its budget).
 */
export function watchHallFacts<T>(read: (raw: unknown) => T) {
  return (onData: (facts: T) => void, onError?: (error: Error) => void): Unsubscribe => watchPath(PATHS.hallFacts, read, onData, onError);
}
