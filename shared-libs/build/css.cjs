// Stylesheets as the browser gets them: minified by lightningcss, in the builds' .css files and in the CSS the
// prerender writes into each public page. A page's HTML has to fit in the first round trip of a new connection
// (about 14 KB compressed); with comments and indentation `/calculadora` needed a second one, 150 ms later on a
// slow phone network (docs/performance.md, "The page in one round trip").
const { transform } = require('lightningcss');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/** The CSS text minified: no comments, no indentation, shortest equivalent values. */
function minifyCss(text, filename) {
  return transform({ filename, code: Buffer.from(text), minify: true }).code.toString();
}

/** The same minifier for webpack's emitted .css files. */
const cssMinimizer = () => new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify });

module.exports = { minifyCss, cssMinimizer };
