// main.js carries V8's compile hint on its first line, after minifying (which drops comments), and another
// script does not (shared-libs/build/webpack.cjs, CompileHintPlugin; docs/performance.md, "main.js compiled while it arrives").
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { CompileHintPlugin } from '../webpack.cjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  writeFileSync(path.join(dir, 'index.js'), "globalThis.saludo = ['Hola', 'salón'].join(', ');\n");
  writeFileSync(path.join(dir, 'admin.js'), "globalThis.saludo = 'Hola, personal';\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', admin: './admin.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintPlugin(['main.js'])],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

it('puts the hint first in main.js, keeps the code running, and leaves other scripts alone', async () => {
  await build();
  const main = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
  expect(main.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  const context: { saludo?: string } = {};
  vm.runInNewContext(main, context);
  expect(context.saludo).toBe('Hola, salón');
  expect(readdirSync(path.join(dir, 'dist')).sort()).toEqual(['admin.js', 'main.js']);
  expect(readFileSync(path.join(dir, 'dist', 'admin.js'), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
}, 30000);
