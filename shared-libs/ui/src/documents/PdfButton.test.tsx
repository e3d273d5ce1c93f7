/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PdfButton, PDF_FAILED } from './PdfButton';
import { downloadPdf } from './downloadPdf';

jest.mock('./downloadPdf', () => ({ downloadPdf: jest.fn() }));
const download = downloadPdf as jest.MockedFunction<typeof downloadPdf>;
const DEFINITION = { content: ['Presupuesto'] };

beforeEach(() => download.mockReset());

it('makes the document when tapped and downloads it under its name', async () => {
  download.mockResolvedValue(undefined);
  render(<PdfButton label="Descargar PDF" fileName="presupuesto-familia-perez-2026-12-12.pdf" definition={() => DEFINITION} />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' })));
  expect(download).toHaveBeenCalledWith(DEFINITION, 'presupuesto-familia-perez-2026-12-12.pdf');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('waits, disabled, while what the document needs is loading', () => {
  render(<PdfButton label="Descargar PDF" fileName="x.pdf" definition={null} />);
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toHaveProperty('disabled', true);
});

it('says so next to the button when the PDF could not be made, and lets it be tried again', async () => {
  download.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(undefined);
  render(<PdfButton label="Descargar PDF" fileName="x.pdf" definition={() => DEFINITION} />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' })));
  expect(screen.getByRole('alert').textContent).toBe(PDF_FAILED);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' })));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(download).toHaveBeenCalledTimes(2);
});
