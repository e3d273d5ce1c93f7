// Webpack's .css files leave the build minified by lightningcss (shared-libs/build/css.cjs; docs/performance.md,
// "The page in one round trip"); what is not CSS, or is already minified, is left as it is.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { runWebpack } from './runWebpack';
import { cssMinimizer } from '../css.cjs';

const STYLESHEET = '/* El precio, en rojo */\n.precio {\n  color: #ff0000;\n  margin: 0px 0px;\n}\n';

/** Emits the files a build's CSS plugins would: a stylesheet, one already minified, and a text file. */
class EmitFiles {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('EmitFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('pagina.css', new sources.RawSource(STYLESHEET));
        compilation.emitAsset('ya.css', new sources.RawSource(STYLESHEET), { minimized: true });
        compilation.emitAsset('notas.txt', new sources.RawSource(STYLESHEET));
      });
    });
  }
}

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'css-minimizer-'));
  writeFileSync(path.join(dir, 'index.js'), "globalThis.saludo = 'Hola';\n");
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    optimization: { minimizer: [cssMinimizer()] },
    plugins: [new EmitFiles()],
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const output = (name: string) => readFileSync(path.join(dir, 'dist', name), 'utf8');

it('writes a stylesheet without comments or spaces, with its shortest values', () => {
  expect(output('pagina.css')).toBe('.precio{color:red;margin:0}');
});

it('leaves an already minified stylesheet and a file that is not CSS as they were', () => {
  expect(output('ya.css')).toBe(STYLESHEET);
  expect(output('notas.txt')).toBe(STYLESHEET);
});
