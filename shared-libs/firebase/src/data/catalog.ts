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
    }))
    .filter((promotion) => promotion.title !== '');
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
}

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
      .map(([id, value]) => ({ id, name: text(value.nombre), description: text(value.descripcion) })),
  };
}

export function watchFloorPlan(onData: (plan: FloorPlan) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.floorPlan, parseFloorPlan, onData, onError);
}
