import fc from 'fast-check';
import { photoAltText, photoSrcSet, photoVariantPath, resolveImageSrc, stepIndex, swipeDirection } from './gallery';

describe('resolveImageSrc', () => {
  const CATALOG = 'http://localhost:8081/';
  it.each([
    ['/img/demo/salon-1.svg', CATALOG, 'http://localhost:8081/img/demo/salon-1.svg'],
    ['/img/demo/plano.svg', 'http://localhost:8081', 'http://localhost:8081/img/demo/plano.svg'],
    ['img/fotos/a.jpg', CATALOG, 'http://localhost:8081/img/fotos/a.jpg'],
    ['./img/fotos/a.jpg', CATALOG, 'http://localhost:8081/img/fotos/a.jpg'],
    ['/img/demo/salon-1.svg', '/', '/img/demo/salon-1.svg'],
    ['/fotos/propia.jpg', CATALOG, '/fotos/propia.jpg'], // the page's own origin serves it
    ['https://cdn.ejemplo.com/a.jpg', CATALOG, 'https://cdn.ejemplo.com/a.jpg'],
    ['HTTP://ejemplo.com/a.jpg', CATALOG, 'HTTP://ejemplo.com/a.jpg'],
    ['//cdn.ejemplo.com/a.jpg', CATALOG, '//cdn.ejemplo.com/a.jpg'],
    ['data:image/svg+xml,<svg/>', CATALOG, 'data:image/svg+xml,<svg/>'],
    ['  /img/demo/x.svg  ', CATALOG, 'http://localhost:8081/img/demo/x.svg'],
    ['', CATALOG, ''],
    [null, CATALOG, ''],
    [42, CATALOG, ''],
  ])('%p with base %p → %p', (src, base, expected) => {
    expect(resolveImageSrc(src, base)).toBe(expected);
  });

  it('never throws and keeps absolute addresses (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), fc.string(), (src, base) => {
        const resolved = resolveImageSrc(src, base);
        expect(typeof resolved).toBe('string');
        if (typeof src === 'string' && /^https?:\/\//.test(src.trim())) expect(resolved).toBe(src.trim());
      }),
    );
  });
});

describe('photoVariantPath', () => {
  it.each([
    ['img/demo/salon-1.svg', 480, 'img/demo/salon-1-480w.webp'],
    ['/img/demo/salon-1.svg', 1200, '/img/demo/salon-1-1200w.webp'],
    ['img/fotos/pista.de.baile.JPG', 800, 'img/fotos/pista.de.baile-800w.webp'],
    ['img/fotos/a.jpeg', 480, 'img/fotos/a-480w.webp'],
    ['img/fotos/a.png', 480, 'img/fotos/a-480w.webp'],
  ])('%p at %p px → %p', (path, width, expected) => {
    expect(photoVariantPath(path, width)).toBe(expected);
  });
});

describe('photoSrcSet', () => {
  const CATALOG = 'http://localhost:8081/';
  it('offers a shipped photo at 480, 800 and 1200 px, as WebP, from where the catalog is served', () => {
    expect(photoSrcSet('/img/demo/salon-1.svg', CATALOG)).toBe(
      'http://localhost:8081/img/demo/salon-1-480w.webp 480w, http://localhost:8081/img/demo/salon-1-800w.webp 800w, ' +
        'http://localhost:8081/img/demo/salon-1-1200w.webp 1200w',
    );
    expect(photoSrcSet(' img/fotos/pista.jpg ', '/')).toBe(
      '/img/fotos/pista-480w.webp 480w, /img/fotos/pista-800w.webp 800w, /img/fotos/pista-1200w.webp 1200w',
    );
  });

  it.each([
    ['https://cdn.ejemplo.com/a.jpg'], // another site's photo: nobody made copies of it
    ['//cdn.ejemplo.com/a.jpg'],
    ['data:image/jpeg;base64,AAAA'],
    ['/fotos/propia.jpg'], // the page's own origin, not the catalog's build
    ['img/fotos/a.jpg?v=2'],
    ['img/fotos/sin extension'],
    ['img/fotos/con espacio.jpg'], // a srcset separates its entries with spaces and commas
    ['img/fotos/a,b.jpg'],
    [''],
    [null],
  ])('has no copies for %p', (src) => {
    expect(photoSrcSet(src, CATALOG)).toBe('');
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0], // past the last photo: back to the first
    [0, -1, 5, 4], // before the first: the last
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [3, 0, 5, 3],
    [0, 1, 0, 0], // empty gallery
    [Number.NaN, 1, 3, 1],
    [1, 1.5, 3, 1],
  ])('from %p by %p of %p → %p', (current, step, count, expected) => {
    expect(stepIndex(current, step, count)).toBe(expected);
  });

  it('always lands on an existing photo (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 500 }), (current, step, count) => {
        const index = stepIndex(current, step, count);
        expect(index >= 0 && index < count && Number.isInteger(index)).toBe(true);
      }),
    );
  });
});

describe('swipeDirection', () => {
  it.each([
    [-80, 5, 'siguiente'],
    [80, -10, 'anterior'],
    [-30, 0, null], // too short
    [-60, 90, null], // mostly vertical: the visitor is scrolling
    [50, 0, 'anterior'],
    [Number.NaN, 0, null],
  ])('dx %p, dy %p → %p', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('photoAltText', () => {
  it.each([
    ['Pista de baile con luces', 'salon', 2, 'Pista de baile con luces'],
    ['  ', 'cocina', 2, 'Foto 2 de la cocina'],
    [undefined, 'opcionales', 1, 'Foto 1 de los adicionales'],
    ['', 'salon', 0, 'Foto 1 del salón'],
  ] as const)('%p (%s, %p) → %p', (alt, gallery, position, expected) => {
    expect(photoAltText(alt, gallery, position)).toBe(expected);
  });
});
