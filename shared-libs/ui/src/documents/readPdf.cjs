// Reads PDFs (base64, one per line on stdin) with pdf-parse and prints, per file, its text, page count and title
// as one JSON line. A process of its own: pdf-parse's PDF.js starts its worker with import(), which jest's module
// sandbox does not run.
const { PDFParse } = require('pdf-parse');

async function read(base64) {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64, 'base64')) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return { text: text.text, pages: text.total, title: String(info.info?.Title ?? '') };
  } finally {
    await parser.destroy();
  }
}

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const results = [];
  for (const line of input.split('\n').filter(Boolean)) results.push(await read(line));
  process.stdout.write(JSON.stringify(results));
});
