// Webpack configuration shared by the host and every remote: each app calls createAppConfig
// from its own webpack.config.cjs, so each one builds, runs and deploys on its own.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { existsSync, readFileSync } = require('node:fs');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, hostShared } = require('./federation.cjs');
const { publicEnvDefinitions } = require('./env.cjs');
const { cssMinimizer } = require('./css.cjs');
const { ResponsivePhotosPlugin } = require('./photos.cjs');

/**
 * V8 compiles a function the first time it is called, on the main thread, in the middle of whatever task called it.
 * `//# allFunctionsCalledOnLoad` at the top of a script (V8's explicit compile hints, Chromium 136 and later) has it
 * compile the whole file while the file streams in, on another thread. The host's entry scripts are what every
 * page runs while it starts (React, ReactDOM, the session, the federation runtime), so they carry the hint: the
 * start's longest tasks were mostly compiling (docs/performance.md, "main.js compiled while it arrives"). So do
 * the scripts of a public remote's pages: a visitor's first taps and keys on a page ran its handlers for the
 * first time, compiling them then ("A page's first tap compiled"). Added after minifying, which drops comments.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The types of the modules through which a build offers and takes shared modules (each loaded on demand). */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);
class CompileHintPlugin {
  /**
   * @param {{ entry?: string, exposes?: string[] }} scripts which scripts get the hint: an entry point's (its own
   *   and the chunks it starts with), or those a federation container loads for its exposed modules (named by
   *   their source files, as in `exposes`) and for the shared modules it offers and takes
   */
  constructor({ entry, exposes = [] }) {
    this.entry = entry;
    this.exposes = new Set(exposes);
  }

  /** @param {import('webpack').Compilation} compilation */
  files(compilation) {
    const files = new Set(this.entry ? (compilation.entrypoints.get(this.entry)?.getFiles() ?? []) : []);
    for (const group of compilation.chunkGroups) {
      // An exposed module's scripts, and those of the shared modules the remote offers and takes (the domain's
      // rules, the availability store: a page runs the remote's own copy when the host has not loaded one).
      const hinted = group.origins.some(
        (origin) => this.exposes.has(origin.request) || (this.exposes.size > 0 && SHARED_MODULE_TYPES.has(origin.module?.type)),
      );
      if (hinted) for (const file of group.getFiles()) files.add(file);
    }
    return files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, (assets) => {
        for (const file of this.files(compilation)) {
          if (file.endsWith('.js') && assets[file]) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

/**
 * The host's start in three scripts fetched together, ReactDOM and Firebase apart from main.js: the browser runs
 * each in a task of its own, and the main thread's part of compiling (V8 finishing what it compiled on another
 * thread) goes with each. In one main.js that task was 26–34 ms at 1× CPU, over 100 ms on a phone
 * (docs/performance.md, "The start in three scripts"). Named by content: cached for a year, like every chunk.
 */
const startChunk = (name, test) => ({ test, name, chunks: 'initial', enforce: true, filename: '[name].[contenthash:8].js' });
const HOST_START_CHUNKS = {
  'react-dom': startChunk('react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/),
  firebase: startChunk('firebase', /[\\/]node_modules[\\/](@firebase|firebase|idb)[\\/]/),
};

const cssFiles = () => new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' });

/**
 * Each app's remoteEntry.js (and the host's main.js) carries the federation runtime, configured only by what
 * module-federation.io documents. Its size options ("experiments.optimization"): no manifest snapshots, since
 * remotes are registered by the address of their remoteEntry.js; the browser's script loading only; and, in a
 * remote, no remote loading at all: a remote offers its pages and takes shared modules, and never loads another
 * remote (only the host calls loadRemote), so its runtime leaves that part out. And one runtime plugin
 * ("runtimePlugins"): the caret range of the page's own version is met at sight (src/caretRangesAtSight.ts).
 */
function federationPlugin({ name, exposes }) {
  const isHost = name === 'host';
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
    shared: isHost ? hostShared : shared,
    dts: false,
    shareStrategy: 'loaded-first',
    manifest: false,
    experiments: { optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) } },
    runtimePlugins: [path.join(__dirname, 'src/caretRangesAtSight.ts')],
  });
}

/**
 * @param {object} options
 * @param {string} options.name       federation name (host, catalog, calendar, chat, backoffice)
 * @param {string} options.dir        the app's folder
 * @param {number} options.port       dev-server port
 * @param {string} options.title      <title> of the standalone page
 * @param {Record<string,string>} [options.exposes]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins] the app's own extra plugins
 * @param {number} [options.chunksPerPage] at most this many script files when the page loads one of its exposed
 *   modules. Each is a request, a script insertion and a task on the phone: a remote whose pages visitors open
 *   first keeps them few, repeating small shared modules in each page's chunk instead (docs/performance.md, "A
 *   page in few files").
 */
function createAppConfig({ name, dir, port, title, exposes, plugins = [], chunksPerPage }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = name === 'host';
    const config = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Production CSS goes to .css files, a remote's too: the page's first paint needs no script for styles,
          // and a remote's chunk brings its stylesheet through its own runtime, loaded beside the chunk, before
          // the page that needs it renders (docs/performance.md, "CSS as CSS").
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Modules two lazy chunks share go in a chunk of their own even when small: otherwise the home page
        // loads the same domain code twice, once in its own chunk and once with the shared Firebase session.
        splitChunks: {
          minSize: 2000,
          ...(production && isHost ? { cacheGroups: HOST_START_CHUNKS } : {}),
          ...(chunksPerPage ? { maxAsyncRequests: chunksPerPage } : {}),
        },
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            // swc minifies on threads of its own; the plugin's worker processes only added their start and the
            // copying of every chunk to them.
            parallel: false,
            terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
            extractComments: false,
          }),
          cssMinimizer(),
        ],
      },
      plugins: [
        ...(production ? [cssFiles()] : []),
        ...(production && isHost ? [new CompileHintPlugin({ entry: 'main' })] : []),
        // The pages visitors open first (the remotes that keep them in few files) carry the compile hint.
        ...(production && chunksPerPage ? [new CompileHintPlugin({ exposes: Object.values(exposes ?? {}) })] : []),
        new webpack.DefinePlugin(publicEnvDefinitions()),
        // public/ (remotes.json, images) is served as is, next to the build.
        ...(existsSync(path.join(dir, 'public')) ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] })] : []),
        // …and each of its images also in the widths a page's srcset offers (docs/performance.md).
        ...(existsSync(path.join(dir, 'public')) ? [new ResponsivePhotosPlugin({ folder: path.join(dir, 'public') })] : []),
        federationPlugin({ name, exposes }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // A PNG written in the page: Chromium draws an SVG icon in a page of its own on the page's main thread
          // (a 15–36 ms task after the first paint), and an icon file is one more request before the LCP
          // (docs/performance.md, "The icon as a PNG").
          iconDataUrl: `data:image/png;base64,${readFileSync(path.join(__dirname, 'favicon.png')).toString('base64')}`,
          title,
          chunks: ['main'],
          publicPath: '/',
        }),
        ...plugins,
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: process.env.SALON_LISTEN_HOST || '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        static: { directory: path.join(dir, 'public') },
      },
    };
    return config;
  };
}

module.exports = { createAppConfig, CompileHintPlugin };
