// Staff see each photo as visitors do. A stored "/img/demo/…" or relative source ships with the catalog and
// loads from wherever the catalog is served (docs/storage-contract.md, galerias): the page's remotes.json
// says where, as it does for the host. Anywhere else (the back-office on its own), sources are used as stored.
import { useEffect, useState } from 'react';
import { parseRemoteManifest, photoSrcSet, remoteBase, resolveImageSrc } from '@salon/domain';

export interface CatalogImage {
  src: string;
  /** The catalog's copies in each width ('' when it made none). */
  srcSet: string;
}

/** Where to load a stored source from; null while the catalog's address is still being read. */
export type CatalogImages = ((stored: string) => CatalogImage) | null;

let catalogBase: Promise<string | null> | undefined;

function readCatalogBase(): Promise<string | null> {
  catalogBase ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((manifest) => (manifest === null ? null : remoteBase(parseRemoteManifest(manifest, location.hostname).entries.catalog)))
    .catch(() => null);
  return catalogBase;
}

/** For tests: forget the address read, as a new page load would. */
export function forgetCatalogBase(): void {
  catalogBase = undefined;
}

export function useCatalogImages(): CatalogImages {
  const [base, setBase] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readCatalogBase().then((found) => {
      if (current) setBase(found);
    });
    return () => {
      current = false;
    };
  }, []);
  if (base === undefined) return null;
  if (base === null) return (stored) => ({ src: stored, srcSet: '' });
  return (stored) => ({ src: resolveImageSrc(stored, base), srcSet: photoSrcSet(stored, base) });
}
