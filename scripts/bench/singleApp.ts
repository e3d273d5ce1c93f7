// Builds the host as one webpack app without Module Federation (scripts/bench/single-app/webpack.config.cjs)
// into .bench/single-app/, for the bench's comparison with the composed site.
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { kb, totalJsGzip } from '../lib/budget';
import { repoRoot } from '../lib/processes';

export const SINGLE_APP_DIST = path.join(repoRoot, '.bench/single-app');

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: string }) => Configuration;

export async function buildSingleApp(): Promise<string> {
  const factory = require(path.join(__dirname, 'single-app/webpack.config.cjs')) as ConfigFactory;
  const config = factory({}, { mode: 'production' });
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config).run((error, result) => (error || !result ? reject(error ?? new Error('Sin resultado')) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('El build de la app única falló.');
  }
  console.log(
    `Build de la app única (sin federación) en ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(totalJsGzip(SINGLE_APP_DIST))} de JavaScript (gzip, todos los archivos) en ${path.relative(repoRoot, SINGLE_APP_DIST)}/`,
  );
  return SINGLE_APP_DIST;
}

if (require.main === module) {
  buildSingleApp().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
