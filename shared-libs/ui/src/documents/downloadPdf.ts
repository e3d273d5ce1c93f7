// The one action that turns a document definition into a file the browser downloads. pdfmake and its fonts
// (about 2 MB) load only here, on the first download, in a chunk of their own: no page's first paint waits for them.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type Pdfmake = typeof import('pdfmake/build/pdfmake');
type Fonts = Parameters<Pdfmake['addVirtualFileSystem']>[0];
/** A CommonJS module as webpack's import() hands it over: module.exports is its default (pdfmake's methods need it as `this`). */
const exportsOf = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;

let loading: Promise<Pdfmake> | null = null;

function loadPdfmake() {
  loading ??= Promise.all([
    import(/* webpackChunkName: "pdfmake" */ 'pdfmake/build/pdfmake'),
    import(/* webpackChunkName: "pdfmake" */ 'pdfmake/build/vfs_fonts'),
  ])
    .then(([pdfmakeModule, fontsModule]) => {
      const pdfmake = exportsOf<Pdfmake>(pdfmakeModule);
      pdfmake.addVirtualFileSystem(exportsOf<Fonts>(fontsModule));
      return pdfmake;
    })
    .catch((error: unknown) => {
      // A failed load (offline) is tried again on the next click.
      loading = null;
      throw error;
    });
  return loading;
}

/** Makes the PDF and downloads it as `fileName`; rejects when pdfmake could not load or the file could not be made. */
export async function downloadPdf(definition: TDocumentDefinitions, fileName: string): Promise<void> {
  const pdfmake = await loadPdfmake();
  await pdfmake.createPdf(definition).download(fileName);
}
