// Builds a release's bundles for the version skew test (./previousRelease.ts, which then runs the tree's own
// prerender): with the tree's own list of apps and their own webpack configurations, as its `npm run build`
// does, leaving out what only a published build needs: minifying (a third of the build's CPU), the
// optimizations that make its code smaller (hoisting a chunk's modules into one scope, dropping unused exports:
// a sixth of what is left) and the size budgets, which start a Chromium of their own. The modules, chunks and
// federation runtime are the same (docs/releases.md, "The compatibility test").
// Usage: tsx scripts/testing/buildRelease.ts <tree>. Its own process: the tree's modules are not this checkout's.
import path from 'node:path';
import { compile, type AppConfigFactory } from '../lib/compile';

async function buildRelease(tree: string): Promise<void> {
  const { APPS } = require(path.join(tree, 'scripts/lib/apps')) as { APPS: Array<{ dir: string }> };
  const webpack = require(path.join(tree, 'node_modules/webpack')) as typeof import('webpack');
  const configs = APPS.map((app) => {
    const config = (require(path.join(app.dir, 'webpack.config.cjs')) as AppConfigFactory)({}, { mode: 'production' });
    // Changed on the object itself: a configuration that builds a second entry from it later reads it then.
    config.optimization = {
      ...config.optimization,
      minimize: false,
      concatenateModules: false,
      usedExports: false,
      innerGraph: false,
      mangleExports: false,
    };
    return config;
  });
  await compile(configs, webpack);
}

buildRelease(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
