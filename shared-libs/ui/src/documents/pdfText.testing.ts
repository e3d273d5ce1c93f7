// Test helpers: make a document definition into a real PDF with pdfmake's node build and its Roboto files, and read
// a PDF's text back with a PDF parser (pdf-parse, in a process of its own: ./readPdf.cjs), as a person opening the
// file would see it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export async function pdfBytes(definition: TDocumentDefinitions): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pdfmake's node build is CommonJS.
  const pdfmake = require('pdfmake') as typeof import('pdfmake');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the font files pdfmake ships.
  const fonts = require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.addFonts>[0];
  pdfmake.addFonts(fonts);
  pdfmake.setLocalAccessPolicy((file) => file.includes(`${path.sep}pdfmake${path.sep}fonts${path.sep}Roboto${path.sep}`));
  pdfmake.setUrlAccessPolicy(() => false);
  return pdfmake.createPdf(definition).getBuffer();
}

export interface PdfContents {
  /** Every page's text, its no-break spaces read as spaces. */
  text: string;
  pages: number;
  title: string;
}

/** The text of each PDF, in order. */
export function pdfTexts(files: readonly Uint8Array[]): Promise<PdfContents[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'readPdf.cjs')], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`No se pudo leer el PDF: ${error.message}`));
      const read = JSON.parse(stdout) as PdfContents[];
      resolve(read.map((contents) => ({ ...contents, text: contents.text.replace(/\u00a0/g, ' ') })));
    });
    child.stdin?.end(files.map((file) => Buffer.from(file).toString('base64')).join('\n'));
  });
}

export async function pdfText(file: Uint8Array): Promise<PdfContents> {
  const [contents] = await pdfTexts([file]);
  return contents!;
}
