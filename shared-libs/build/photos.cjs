// Copies of an app's shipped images in the sizes a screen needs, made at build with sharp (libvips): a phone
// gets a photo as wide as its screen, as WebP, decoded off the page's main thread, instead of the original
// (docs/performance.md, "Photos in the size the screen needs"). The widths, the format and the file names come
// from @salon/domain (photoVariants.json, photoVariantPath), which writes the pages' srcset.
const path = require('node:path');
const { readdirSync, statSync } = require('node:fs');
const webpack = require('webpack');
const { widths, format } = require('@salon/domain/photoVariants.json');

const SOURCES = /\.(?:svg|jpe?g|png|webp|avif)$/i;
const QUALITY = 75;

/** "img/demo/salon-1.svg" at 480 → "img/demo/salon-1-480w.webp" (the same rule as photoVariantPath). */
function variantPath(file, width) {
  return `${file.replace(SOURCES, '')}-${width}w.${format}`;
}

/** Every image under `folder`, as paths relative to it with forward slashes. */
function imagesUnder(folder, prefix = '') {
  let found = [];
  for (const entry of readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found = found.concat(imagesUnder(folder, relative));
    else if (SOURCES.test(entry.name) && !/-\d+w\.[a-z]+$/i.test(entry.name)) found.push(relative);
  }
  return found;
}

/**
 * One copy of `file` `width` px wide. A drawing (SVG) is drawn at that width, not scaled from a bitmap; a photo
 * has no transparency to keep, so it is laid on white (WebP with an alpha channel is three times the bytes).
 */
async function makeVariant(file, width) {
  const sharp = require('sharp');
  const isDrawing = /\.svg$/i.test(file);
  let image;
  if (isDrawing) {
    const { width: drawnWidth = width } = await sharp(file).metadata();
    image = sharp(file, { density: (72 * width) / drawnWidth });
  } else {
    image = sharp(file).rotate();
  }
  return image.resize({ width }).flatten({ background: '#ffffff' }).webp({ quality: QUALITY, effort: 6 }).toBuffer();
}

class ResponsivePhotosPlugin {
  /** @param {{ folder: string }} options the app's public/ folder; its images are copied as they are too. */
  constructor({ folder }) {
    this.folder = folder;
    /** @type {Map<string, Buffer>} by file, modification time and width: a rebuild in watch mode redoes only what changed. */
    this.made = new Map();
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ResponsivePhotosPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ResponsivePhotosPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        for (const relative of imagesUnder(this.folder)) {
          const file = path.join(this.folder, relative);
          compilation.fileDependencies.add(file);
          const changed = statSync(file).mtimeMs;
          for (const width of widths) {
            const key = `${file}|${changed}|${width}`;
            if (!this.made.has(key)) this.made.set(key, await makeVariant(file, width));
            compilation.emitAsset(variantPath(relative, width), new webpack.sources.RawSource(this.made.get(key)));
          }
        }
      });
    });
  }
}

module.exports = { ResponsivePhotosPlugin, variantPath, makeVariant };
