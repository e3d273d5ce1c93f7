// Stylesheets as the browser gets them: minified by lightningcss, in the builds' .css files and in the CSS the
// prerender writes into each public page. A page's HTML has to fit in the first round trip of a new connection
// (about 14 KB compressed); with comments and indentation `/calculadora` needed a second one, 150 ms later on a
// slow phone network (docs/performance.md, "The page in one round trip").
const { transform } = require('lightningcss');

/** The CSS text minified: no comments, no indentation, shortest equivalent values. */
function minifyCss(text, filename) {
  return transform({ filename, code: Buffer.from(text), minify: true }).code.toString();
}

const PLUGIN = 'SalonCssMinimizer';

/**
 * The same minifier for webpack's emitted .css files, at webpack's size-optimizing stage (where minimizers run,
 * before the content hashes are final). Our own few lines instead of css-minimizer-webpack-plugin, which brought
 * cssnano and svgo (51 packages) for this one call.
 */
class CssMinimizer {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, additionalAssets: true }, (assets) => {
        for (const name of Object.keys(assets)) {
          const asset = compilation.getAsset(name);
          if (!asset || !/\.css$/i.test(name) || asset.info.minimized) continue;
          const code = minifyCss(asset.source.source().toString(), name);
          compilation.updateAsset(name, new sources.RawSource(code), { ...asset.info, minimized: true });
        }
      });
    });
  }
}

const cssMinimizer = () => new CssMinimizer();

module.exports = { minifyCss, cssMinimizer };
