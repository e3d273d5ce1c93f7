// Each image an app ships (public/) is also written in the widths its pages' srcset offers, as WebP, under the
// names @salon/domain gives them (shared-libs/build/photos.cjs; docs/performance.md, "Photos in the size the
// screen needs").
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runWebpack } from './runWebpack';
import { photoSrcSet, photoVariantPath } from '@salon/domain';
import { ResponsivePhotosPlugin, variantPath } from '../photos.cjs';

const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#7a6a12"/></svg>';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'photos-'));
  mkdirSync(path.join(dir, 'public/img/demo'), { recursive: true });
  mkdirSync(path.join(dir, 'public/img/fotos'), { recursive: true });
  writeFileSync(path.join(dir, 'public/img/demo/salon-1.svg'), DRAWING);
  // A camera's photo, wider than any copy (4:3).
  await sharp({ create: { width: 2000, height: 1500, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .jpeg()
    .toFile(path.join(dir, 'public/img/fotos/pista.jpg'));
  writeFileSync(path.join(dir, 'public/remotes.json'), '{}');
  writeFileSync(path.join(dir, 'index.js'), 'globalThis.listo = true;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<void> {
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/' },
    plugins: [new ResponsivePhotosPlugin({ folder: path.join(dir, 'public') })],
  });
}

describe('ResponsivePhotosPlugin', () => {
  beforeAll(build, 60_000);

  it.each([
    ['img/demo/salon-1-480w.webp', 480, 320],
    ['img/demo/salon-1-800w.webp', 800, 533],
    ['img/demo/salon-1-1200w.webp', 1200, 800],
    ['img/fotos/pista-480w.webp', 480, 360],
    ['img/fotos/pista-800w.webp', 800, 600],
    ['img/fotos/pista-1200w.webp', 1200, 900],
  ])('writes %s, %i × %i px, WebP without transparency', async (file, width, height) => {
    const made = await sharp(readFileSync(path.join(dir, 'dist', file))).metadata();
    expect({ format: made.format, width: made.width, height: made.height, hasAlpha: made.hasAlpha }).toEqual({
      format: 'webp',
      width,
      height,
      hasAlpha: false,
    });
  });

  it('draws a drawing at the copy’s width, in its colours', async () => {
    const { data, info } = await sharp(readFileSync(path.join(dir, 'dist/img/demo/salon-1-800w.webp')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    // #7a6a12 = 122, 106, 18, within WebP's loss.
    expect(Math.abs(data[middle]! - 122)).toBeLessThanOrEqual(6);
    expect(Math.abs(data[middle + 1]! - 106)).toBeLessThanOrEqual(6);
    expect(Math.abs(data[middle + 2]! - 18)).toBeLessThanOrEqual(6);
  });

  it('every address a page’s srcset asks for is a file of the build', () => {
    const asked = photoSrcSet('/img/demo/salon-1.svg', '/').split(', ').concat(photoSrcSet('img/fotos/pista.jpg', '/').split(', '));
    expect(asked.map((entry) => entry.split(' ')[0])).toEqual([
      '/img/demo/salon-1-480w.webp',
      '/img/demo/salon-1-800w.webp',
      '/img/demo/salon-1-1200w.webp',
      '/img/fotos/pista-480w.webp',
      '/img/fotos/pista-800w.webp',
      '/img/fotos/pista-1200w.webp',
    ]);
    for (const entry of asked) expect(readFileSync(path.join(dir, 'dist', entry.split(' ')[0]!)).length).toBeGreaterThan(100);
  });

  it('names a copy as the domain does', () => {
    for (const file of ['img/demo/salon-1.svg', 'img/fotos/pista.de.baile.JPG', 'a.png', 'b/c.jpeg'])
      for (const width of [480, 800, 1200]) expect(variantPath(file, width)).toBe(photoVariantPath(file, width));
  });
});
