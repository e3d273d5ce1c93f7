// The budget as a PDF (pdfmake's document definition, built here as plain data so it is tested in node): the hall,
// the client and event, the priced lines and totals, the payment plan with what is paid and owed, the receipts,
// how to pay the balance while something is owed, the validity and the cancellation policy. The same view the
// client's page shows (clientBudgetView), so staff and client send one document.
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import {
  formatARS,
  formatDateLong,
  formatReceiptNumber,
  INSTALMENT_LABELS,
  instalmentStatusText,
  PRICE_ON_REQUEST,
  RECEIPT_CONCEPT_LABELS,
  viewIssuer,
  type ClientBudgetView,
} from '@salon/domain';
import { a4Document, heading, issuerHeading, money, MUTED, table } from './pdfParts';

function facts(view: ClientBudgetView): Content {
  const rows: Array<[string, string]> = [
    ['Cliente', view.cliente],
    ['Fecha del evento', formatDateLong(view.fechaEvento)],
    ...(view.invitados > 0 ? [['Invitados', String(view.invitados)] as [string, string]] : []),
    ['Estado', view.estadoTexto],
  ];
  return {
    table: {
      widths: [110, '*'],
      body: rows.map(([label, value]) => [
        { text: label, color: MUTED },
        { text: value, bold: label === 'Cliente' },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  };
}

function lines(view: ClientBudgetView): Content {
  const rows: TableCell[][] = view.lineas.map((line) => [
    line.label,
    { text: String(line.quantity), alignment: 'right' },
    line.subtotal === null ? { text: PRICE_ON_REQUEST, alignment: 'right' } : money(line.subtotal),
  ]);
  if (view.descuento > 0) {
    rows.push(['Subtotal', '', money(view.subtotal)]);
    rows.push(['Descuento', '', { text: `-${formatARS(view.descuento)}`, noWrap: true, alignment: 'right' }]);
  }
  rows.push([{ text: 'Total', bold: true }, '', money(view.total, { bold: true })]);
  return table(['*', 40, 90], ['Concepto', 'Cant.', 'Importe'], rows, [1, 2]);
}

function plan(view: ClientBudgetView): Content[] {
  if (view.plan.length === 0) return [];
  const rows: TableCell[][] = view.plan.map((instalment) => [
    { text: INSTALMENT_LABELS[instalment.concepto], bold: true },
    formatDateLong(instalment.venceEl),
    money(instalment.monto),
    money(instalment.pagado),
    money(instalment.falta),
    instalmentStatusText(instalment),
  ]);
  return [
    heading('Plan de pagos'),
    table(['auto', '*', 'auto', 'auto', 'auto', 'auto'], ['Cuota', 'Vence', 'Importe', 'Pagado', 'Falta', 'Estado'], rows, [2, 3, 4]),
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 'auto',
          table: {
            widths: ['auto', 90],
            body: [
              ['Pagado', money(view.pagado)],
              [{ text: 'Falta pagar', bold: true }, money(view.falta, { bold: true })],
            ],
          },
          layout: 'noBorders',
        },
      ],
      margin: [0, 0, 0, 8],
    },
  ];
}

function receipts(view: ClientBudgetView): Content[] {
  if (view.recibos.length === 0) return [];
  const rows: TableCell[][] = view.recibos.map((receipt) => [
    `N° ${formatReceiptNumber(receipt.numero)}`,
    formatDateLong(receipt.fecha),
    receipt.anulado ? `${RECEIPT_CONCEPT_LABELS[receipt.concepto]} (anulado)` : RECEIPT_CONCEPT_LABELS[receipt.concepto],
    receipt.anulado ? { text: formatARS(receipt.monto), noWrap: true, alignment: 'right', decoration: 'lineThrough' } : money(receipt.monto),
  ]);
  return [heading('Recibos'), table(['auto', '*', 'auto', 90], ['Recibo', 'Fecha', 'Concepto', 'Importe'], rows, [3])];
}

function howToPay(view: ClientBudgetView): Content[] {
  const account = view.cuenta;
  if (!account || view.falta <= 0) return [];
  const rows: Array<[string, string]> = [
    ['Titular', account.holder],
    ...(account.alias ? [['Alias', account.alias] as [string, string]] : []),
    ...(account.cbu ? [['CBU', account.cbu] as [string, string]] : []),
  ];
  return [
    heading('Cómo pagar el saldo'),
    { text: ['Podés transferir lo que falta pagar, ', { text: formatARS(view.falta), bold: true, noWrap: true }, ', a esta cuenta:'], margin: [0, 0, 0, 4] },
    {
      table: {
        widths: [60, '*'],
        body: rows.map(([label, value]) => [
          { text: label, color: MUTED },
          { text: value, bold: true },
        ]),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The budget's PDF definition. */
export function budgetPdf(view: ClientBudgetView): TDocumentDefinitions {
  const issuer = viewIssuer(view);
  const content: Content[] = [
    issuerHeading(issuer, [
      { text: 'Presupuesto', style: 'title' },
      { text: `Válido hasta el ${formatDateLong(view.validoHasta)}`, color: MUTED },
    ]),
  ];
  if (view.anulado) content.push({ text: 'Este presupuesto está anulado.', style: 'notice' });
  if (view.vencido) content.push({ text: `Este presupuesto venció el ${formatDateLong(view.validoHasta)}.`, style: 'notice' });
  content.push(facts(view), heading('Detalle'), lines(view), ...plan(view), ...receipts(view), ...howToPay(view));
  if (view.aceptacion) content.push({ text: `Aceptado por ${view.aceptacion.nombre}.`, margin: [0, 0, 0, 8] });
  if (view.salon.cancellationPolicy) content.push(heading('Política de cancelación'), { text: view.salon.cancellationPolicy, style: 'small' });
  return a4Document(`Presupuesto de ${view.cliente}`, issuer, content);
}
