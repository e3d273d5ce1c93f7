// The renderer (./page.ts) and the remotes' public pages in one CommonJS file, with the build's kit beside it:
// what renders the public pages on demand, the renderPage function (functions/build.mjs copies both into its
// bundle) and `npm start` (./livePages.ts). Written by scripts/prerender.ts after the pages, so the file and the
// pages come from the same source and the same build. CSS imports are left out (their text is in the kit), an
// imported image is its file name, as the prerender loads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { APPS } from '../lib/apps';
import type { RenderKit } from './kit';

/** The folder of the bundle and its kit, beside the host's build (not served: it is not in host/dist). */
export const renderDirFor = (hostDist: string) => path.join(hostDist, '..', 'render');
export const RENDERER_FILE = 'renderer.js';
export const KIT_FILE = 'kit.json';

const assets: Plugin = {
  name: 'salon-assets',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
    build.onLoad({ filter: /\.(png|jpe?g|webp|svg)$/ }, (args) => ({ contents: `export default ${JSON.stringify(path.basename(args.path))};`, loader: 'js' }));
  },
};

/** The bundle's entry: the renderer, and every public page the catalog and the calendar expose (their exposes.cjs). */
function entrySource(): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const app of APPS.filter((candidate) => candidate.name === 'catalog' || candidate.name === 'calendar')) {
    const exposes = require(path.join(app.dir, 'exposes.cjs')) as Record<string, string>;
    for (const [exposed, source] of Object.entries(exposes)) {
      const name = `page${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(path.join(app.dir, source))};`);
      entries.push(`[${JSON.stringify(`${app.name}/${exposed}`)}, ${name}]`);
    }
  }
  return (
    `${imports.join('\n')}\nimport { renderPublicPage } from './page';\n` +
    `const components = new Map([${entries.join(', ')}]);\n` +
    `export function renderPage(kit, manifest, snapshot, route) { return renderPublicPage({ kit, manifest, snapshot, route, components }); }\n`
  );
}

export async function writeRenderBundle(kit: RenderKit, directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  await build({
    stdin: { contents: entrySource(), resolveDir: __dirname, sourcefile: 'render-entry.ts', loader: 'ts' },
    outfile: path.join(directory, RENDERER_FILE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [assets],
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  writeFileSync(path.join(directory, KIT_FILE), JSON.stringify(kit));
}
