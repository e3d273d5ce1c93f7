// Images that ship with the catalog (public/ → dist/) load from wherever the catalog is served: the
// composed site on another port or the remote alone. Webpack sets the public path from remoteEntry.js.
import { photoSrcSet, resolveImageSrc } from '@salon/domain';

declare const __webpack_public_path__: string | undefined;

function catalogBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
}

/** The address to load a stored image source from (absolute addresses unchanged). */
export function assetUrl(src: string): string {
  return resolveImageSrc(src, catalogBase());
}

/** The copies of a shipped image in each width, for `srcset` ('' for an image that is not the catalog's). */
export function assetSrcSet(src: string): string {
  return photoSrcSet(src, catalogBase());
}
