// Photo galleries and the full-screen viewer: where an image lives, which photo comes next, what a swipe means.
import photoVariants from './photoVariants.json';

/** Sources with a scheme ("https:", "data:", "blob:") or protocol-relative ("//cdn…") are used as they are. */
const ABSOLUTE_SOURCE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Demo images ship with the catalog; stored sources point at them as "/img/demo/…". */
const SHIPPED_PREFIX = '/img/demo/';

/**
 * Where the browser should fetch an image stored as `src`. Absolute addresses stay; relative paths and the
 * shipped demo images ("/img/demo/…") are resolved against `base` (the app's public path), so they load
 * whether the page is the composed site or the remote alone. Other root paths ("/fotos/x.jpg") belong to
 * the page's own origin and stay. '' for an empty source.
 */
export function resolveImageSrc(src: unknown, base: string): string {
  const source = typeof src === 'string' ? src.trim() : '';
  if (source === '' || ABSOLUTE_SOURCE.test(source)) return source;
  const isShipped = source.startsWith(SHIPPED_PREFIX);
  if (source.startsWith('/') && !isShipped) return source;
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${source.replace(/^\.?\/+/, '')}`;
}

/**
 * The phone-sized and larger copies of each image that ships with the catalog, made at build
 * (shared-libs/build/photos.cjs, docs/performance.md "Photos in the size the screen needs"): widths in px.
 */
export const PHOTO_VARIANT_WIDTHS: readonly number[] = photoVariants.widths;

const VARIANT_SOURCE = /\.(?:svg|jpe?g|png|webp|avif)$/i;

/** "img/demo/salon-1.svg" at 480 px → "img/demo/salon-1-480w.webp": the file name of one copy. */
export function photoVariantPath(path: string, width: number): string {
  return `${path.replace(VARIANT_SOURCE, '')}-${width}w.${photoVariants.format}`;
}

/**
 * The `srcset` of an image stored as `src`: its copies at each width when it ships with the catalog (a relative
 * path or "/img/demo/…", the ones `resolveImageSrc` loads from `base`), '' for any other address, which the
 * browser loads as it is.
 */
export function photoSrcSet(src: unknown, base: string): string {
  const source = typeof src === 'string' ? src.trim() : '';
  if (!VARIANT_SOURCE.test(source) || ABSOLUTE_SOURCE.test(source)) return '';
  if (source.startsWith('/') && !source.startsWith(SHIPPED_PREFIX)) return '';
  if (/[\s,]/.test(source)) return '';
  return PHOTO_VARIANT_WIDTHS.map((width) => `${resolveImageSrc(photoVariantPath(source, width), base)} ${width}w`).join(', ');
}

/** Index of the photo `step` places away (±1 from the keyboard or a swipe), wrapping around; 0 when empty. */
export function stepIndex(current: number, step: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const from = Number.isInteger(current) ? current : 0;
  const by = Number.isInteger(step) ? step : 0;
  return (((from + by) % count) + count) % count;
}

export type SwipeDirection = 'siguiente' | 'anterior' | null;

/**
 * What a finished horizontal drag means: a move of at least `threshold` px, mostly sideways, goes to the next
 * photo when the finger moved left and to the previous one when it moved right; anything else is no swipe.
 */
export function swipeDirection(deltaX: number, deltaY: number, threshold = 50): SwipeDirection {
  if (!Number.isFinite(deltaX) || !Number.isFinite(deltaY)) return null;
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'siguiente' : 'anterior';
}

/** "…of the gallery" in Spanish, for alt texts: "Foto 2 de la cocina". */
export const GALLERY_OF_LABELS = {
  salon: 'del salón',
  cocina: 'de la cocina',
  opcionales: 'de los adicionales',
} as const;

/** The stored alt text, or a Spanish one made up from the gallery and position when staff left it empty. */
export function photoAltText(alt: unknown, gallery: keyof typeof GALLERY_OF_LABELS, position: number): string {
  const text = typeof alt === 'string' ? alt.trim() : '';
  if (text !== '') return text;
  return `Foto ${Math.max(1, Math.floor(position) || 1)} ${GALLERY_OF_LABELS[gallery] ?? 'del salón'}`;
}
