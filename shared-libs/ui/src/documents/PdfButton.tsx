// "Descargar PDF": makes the document when tapped (pdfmake loads then, the first time) and downloads it. While it
// is being made the button says so; a failure says why next to the button and can be tried again.
import { useState } from 'react';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { downloadPdf } from './downloadPdf';
import './PdfButton.css';

export const PDF_FAILED = 'No se pudo armar el PDF. Revisá la conexión y probá de nuevo.';

interface PdfButtonProps {
  /** "Descargar PDF", or a name for the document: "Descargar recibo N° 00000012 en PDF". */
  label: string;
  fileName: string;
  /** The document's definition; null while what it needs is still loading (the button waits, disabled). */
  definition: (() => TDocumentDefinitions) | null;
  className?: string;
  /** The button's name for screen readers when its label is short ("PDF"). */
  ariaLabel?: string;
  testId?: string;
}

export function PdfButton({ label, fileName, definition, className = 'salon-button salon-button--secondary', ariaLabel, testId }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    if (!definition) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadPdf(definition(), fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="salon-pdf">
      <button type="button" className={className} disabled={busy || !definition} onClick={() => void download()} aria-label={ariaLabel} data-testid={testId}>
        {busy ? 'Armando el PDF...' : label}
      </button>
      {failed && (
        <span role="alert" className="salon-pdf__error">
          {PDF_FAILED}
        </span>
      )}
    </span>
  );
}
