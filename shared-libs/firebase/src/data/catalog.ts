// What the catalog shows besides prices: promotions, photo galleries and the floor plan.
import { PATHS } from '../paths';
import { watchPath, type Unsubscribe } from './live';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface Promotion {
  id: string;
  title: string;
  description: string;
  /** ISO dates; empty when open-ended. */
  validFrom: string;
  validUntil: string;
  active: boolean;
  /** Staff's display order (orden); lower first. */
  order: number;
}

export function parsePromotions(raw: unknown): Promotion[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([id, value]) => ({
      id,
      title: text(value.titulo),
      description: text(value.descripcion),
      validFrom: text(value.desde),
      validUntil: text(value.hasta),
      active: value.activa !== false,
      order: Number.isFinite(value.orden) ? (value.orden as number) : 0,
    }))
    .filter((promotion) => promotion.title !== '')
    .sort((a, b) => a.order - b.order);
}

export function watchPromotions(onData: (promotions: Promotion[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.promotions, parsePromotions, onData, onError);
}

export type GalleryName = 'salon' | 'cocina' | 'opcionales';
export const GALLERY_NAMES: readonly GalleryName[] = ['salon', 'cocina', 'opcionales'];

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
      if (!isRecord(value) || text(value.src) === '') continue;
      photos.push({
        id,
        gallery,
        src: text(value.src),
        alt: text(value.alt),
        width: Number(value.ancho) || 1200,
        height: Number(value.alto) || 800,
        order: Number(value.orden) || 0,
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

const percent = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;

export interface FloorPlan {
  imageSrc: string;
  areas: FloorPlanArea[];
}

export function parseFloorPlan(raw: unknown): FloorPlan {
  const record = isRecord(raw) ? raw : {};
  const areas = isRecord(record.areas) ? record.areas : {};
  return {
    imageSrc: text(record.imagen),
    areas: Object.entries(areas)
      .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
      .map(([id, value]) => {
        const x = percent(value.x);
        const y = percent(value.y);
        return {
          id,
          name: text(value.nombre),
          description: text(value.descripcion),
          position: x !== null && y !== null ? { x, y } : null,
        };
      })
      .filter((area) => area.name !== ''),
  };
}

export function watchFloorPlan(onData: (plan: FloorPlan) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.floorPlan, parseFloorPlan, onData, onError);
}
