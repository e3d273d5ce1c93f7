// A receipt as a PDF (pdfmake's document definition, plain data tested in node): the hall with its address, phone
// and CUIT, the number and date, who paid, the amount in words and in figures (the figures never broken across
// lines), the concept, the payment method, the budget it pays and what was still owed, and a place to sign.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { amountInWords, formatARS, formatDateLong, formatReceiptNumber, PAYMENT_METHOD_LABELS, RECEIPT_CONCEPT_LABELS, type ReceiptSheet } from '@salon/domain';
import { a4Document, issuerHeading, money, MUTED } from './pdfParts';

/** The receipt's PDF definition. */
export function receiptPdf(sheet: ReceiptSheet): TDocumentDefinitions {
  const concept = RECEIPT_CONCEPT_LABELS[sheet.concepto];
  const facts: Array<[string, Content]> = [
    ['Concepto', concept],
    ['Medio de pago', PAYMENT_METHOD_LABELS[sheet.medioDePago]],
    ['Importe', money(sheet.monto, { alignment: 'left', bold: true })],
  ];
  if (sheet.totalPresupuesto !== null) facts.push(['Total del presupuesto', money(sheet.totalPresupuesto, { alignment: 'left' })]);
  if (sheet.saldoPendiente !== null) facts.push(['Saldo pendiente', money(sheet.saldoPendiente, { alignment: 'left' })]);

  const content: Content[] = [
    issuerHeading(sheet.issuer, [
      { text: 'Recibo', style: 'title' },
      { text: `N° ${formatReceiptNumber(sheet.numero)}`, bold: true, noWrap: true },
      ...(sheet.fecha ? [{ text: formatDateLong(sheet.fecha), color: MUTED }] : []),
    ]),
  ];
  if (sheet.anulacion !== null) content.push({ text: sheet.anulacion ? `ANULADO: ${sheet.anulacion}` : 'ANULADO', style: 'notice' });
  content.push(
    {
      text: [
        'Recibí de ',
        { text: sheet.pagador || '—', bold: true },
        ' la suma de ',
        { text: amountInWords(sheet.monto), bold: true },
        ' (',
        { text: formatARS(sheet.monto), bold: true, noWrap: true },
        ') en concepto de ',
        { text: concept.toLowerCase(), bold: true },
        sheet.fechaEvento ? ` del presupuesto para el evento del ${formatDateLong(sheet.fechaEvento)}.` : '.',
      ],
      fontSize: 11,
      lineHeight: 1.4,
      margin: [0, 0, 0, 14],
    },
    {
      table: { widths: [140, '*'], body: facts.map(([label, value]) => [{ text: label, color: MUTED }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
  );
  if (sheet.detalle) content.push({ text: `Detalle: ${sheet.detalle}`, margin: [0, 0, 0, 12] });
  content.push({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.75, lineColor: MUTED }] },
      { text: 'Firma y aclaración', style: 'small', margin: [0, 4, 0, 0] },
    ],
    margin: [0, 48, 0, 0],
    alignment: 'left',
  });
  return a4Document(`Recibo N° ${formatReceiptNumber(sheet.numero)}`, sheet.issuer, content);
}
