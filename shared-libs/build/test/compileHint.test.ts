// The scripts a page starts with (main.js and the chunks split from it) carry V8's compile hint on their first
// line, after minifying (which drops comments); a chunk loaded later and another entry do not. A remote's
// pages are loaded later: the scripts of the modules it exposes carry it, and nothing else of its build does
// (shared-libs/build/webpack.cjs, CompileHintPlugin; docs/performance.md, "main.js compiled while it arrives",
// "A page's first tap compiled").
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { runWebpack } from './runWebpack';
import { CompileHintPlugin } from '../webpack.cjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  writeFileSync(
    path.join(dir, 'index.js'),
    "import { palabras } from './palabras.js';\nglobalThis.saludo = palabras.join(', ');\nglobalThis.despues = () => import(/* webpackChunkName: \"despues\" */ './despues.js');\n",
  );
  writeFileSync(path.join(dir, 'palabras.js'), "export const palabras = ['Hola', 'salón'];\n");
  writeFileSync(path.join(dir, 'despues.js'), "export const despues = 'más tarde';\n");
  writeFileSync(path.join(dir, 'admin.js'), "globalThis.saludo = 'Hola, personal';\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(hint: CompileHintPlugin): Promise<void> {
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', admin: './admin.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    // As the host's start is split (HOST_START_CHUNKS): a module of main's in an initial chunk of its own.
    optimization: { splitChunks: { cacheGroups: { palabras: { test: /palabras/, name: 'palabras', chunks: 'initial', enforce: true } } } },
    plugins: [hint],
  });
}

const builtFiles = () => readdirSync(path.join(dir, 'dist')).sort();
/** The text of the built file whose name starts with `prefix`. */
const read = (prefix: string) =>
  readFileSync(
    path.join(
      dir,
      'dist',
      builtFiles().find((file) => file.startsWith(prefix))!,
    ),
    'utf8',
  );

it('puts the hint first in the scripts the page starts with, keeps the code running, and leaves other scripts alone', async () => {
  await build(new CompileHintPlugin({ entry: 'main' }));
  const files = builtFiles();
  expect(files.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'))).toEqual(['admin.js', 'despues.[hash].js', 'main.js', 'palabras.js']);
  expect(read('main.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(read('palabras.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  const context: { saludo?: string; self?: unknown } = {};
  context.self = context;
  vm.runInNewContext(read('palabras.js'), context);
  vm.runInNewContext(read('main.js'), context);
  expect(context.saludo).toBe('Hola, salón');
  expect(read('admin.js')).not.toContain('allFunctionsCalledOnLoad');
  expect(read('despues.')).not.toContain('allFunctionsCalledOnLoad');
}, 30000);

it('puts the hint in the scripts of a module loaded later when it is named as exposed, and nowhere else', async () => {
  // A container's exposed module is a chunk loaded on demand whose origin is its source file, as `import()` here.
  await build(new CompileHintPlugin({ exposes: ['./despues.js'] }));
  expect(read('despues.').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(read('despues.')).toContain('más tarde');
  for (const other of ['main.js', 'palabras.js', 'admin.js']) expect(read(other)).not.toContain('allFunctionsCalledOnLoad');
}, 30000);
