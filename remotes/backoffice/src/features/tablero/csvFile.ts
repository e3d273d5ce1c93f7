// The CSV files of /tablero, made to open right in a Spanish Excel: UTF-8 with a byte-order mark (Excel reads
// UTF-8 only with it), ';' between fields (',' is the decimal comma there), Windows line ends, fields with ';',
// quotes or line breaks quoted, and a text that starts like a formula (=, +, -, @) kept as text.
import { stringify } from 'csv-stringify/browser/esm/sync';

export const BOM = '\uFEFF';

/** The file's text: the BOM, then the rows separated by ';'. */
export function csvText(rows: readonly string[][]): string {
  return BOM + stringify(rows as string[][], { delimiter: ';', record_delimiter: 'windows', escape_formulas: true });
}

/** Downloads the rows as `fileName` (the browser's own download). */
export function downloadCsv(fileName: string, rows: readonly string[][]): void {
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
