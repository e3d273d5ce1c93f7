// Runs one webpack build for the build tests, and fails with webpack's own errors when it has any.
import webpack, { type Configuration } from 'webpack';

export function runWebpack(config: Configuration): Promise<void> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}
