// Webpack loader for tests only: replaces one text in a module's source (options: { from, to }), so a test
// can build a remote "with a changed text" without touching the source tree.
module.exports = function replaceTextLoader(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replaceTextLoader: "${from}" no está en ${this.resourcePath}`);
  return source.split(from).join(to);
};
