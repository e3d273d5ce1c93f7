// Runs webpack over a set of app configurations and fails with webpack's own error text: the production build
// (scripts/build-all.ts) and a release's tree built for the version skew test (scripts/testing/buildRelease.ts),
// which passes the tree's own webpack.
import webpackOfThisCheckout, { type Configuration, type MultiStats } from 'webpack';

/** What an app's webpack.config.cjs exports (shared-libs/build/webpack.cjs, createAppConfig). */
export type AppConfigFactory = (env: Record<string, unknown>, argv: { mode: string }) => Configuration;

export async function compile(configs: Configuration[], webpack: typeof webpackOfThisCheckout = webpackOfThisCheckout): Promise<MultiStats> {
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    webpack(configs).run((error, result) => (error || !result ? reject(error ?? new Error('Sin resultado')) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('El build falló.');
  }
  return stats;
}
