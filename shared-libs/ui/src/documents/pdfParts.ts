// The pieces both documents share: A4 with Roboto (pdfmake's own font, which has every Spanish letter), the hall's
// heading (name, address, phone, CUIT: never a staff e-mail), amounts that never break across lines, and the
// page footer.
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatARS, type DocumentIssuer } from '@salon/domain';

export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
const RULE = '#d5dae1';

/** An amount: "$ 510.000", kept on one line. */
export function money(amount: number, style: Partial<{ bold: boolean; alignment: 'right' | 'left' }> = {}): Content {
  return { text: formatARS(amount), noWrap: true, alignment: 'right', ...style };
}

/** The hall's name, address, phone and CUIT, as much as it has written, beside the document's title. */
export function issuerHeading(issuer: DocumentIssuer, title: Content[]): Content {
  const lines = [issuer.address, issuer.phone && `Tel.: ${issuer.phone}`, issuer.cuit && `CUIT: ${issuer.cuit}`].filter((line) => line !== '');
  return {
    columns: [
      { width: '*', stack: [{ text: issuer.name, style: 'hall' }, ...lines.map((line) => ({ text: line, color: MUTED }))] },
      { width: 'auto', stack: title, alignment: 'right' },
    ],
    margin: [0, 0, 0, 16],
  };
}

/** A table of rows with a bold header row, ruled lightly. */
export function table(widths: Array<string | number>, header: string[], rows: TableCell[][], rightColumns: readonly number[] = []): Content {
  const head = header.map((text, index) => ({ text, bold: true, alignment: rightColumns.includes(index) ? ('right' as const) : ('left' as const) }));
  return {
    table: { headerRows: 1, widths, body: [head, ...rows] },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 12],
  };
}

export const heading = (text: string): Content => ({ text, style: 'section' });

/** A4, Spanish, the shared styles and a footer with the hall's name and the page number. */
export function a4Document(title: string, issuer: DocumentIssuer, content: Content[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    language: 'es-AR',
    info: { title, author: issuer.name, creator: issuer.name },
    defaultStyle: { font: 'Roboto', fontSize: 10, color: INK, lineHeight: 1.2 },
    styles: {
      hall: { fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      title: { fontSize: 18, bold: true },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 6] },
      notice: { bold: true, color: '#a61b1b', margin: [0, 0, 0, 10] },
      small: { fontSize: 8.5, color: MUTED },
    },
    footer: (page: number, pages: number) => ({
      text: `${issuer.name} · página ${page} de ${pages}`,
      style: 'small',
      alignment: 'center',
      margin: [48, 20, 48, 0],
    }),
    content,
  };
}
