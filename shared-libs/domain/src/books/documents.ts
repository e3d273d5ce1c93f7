// What the budget's and the receipts' documents (PDF) say, as plain data: who issues them (the hall's name,
// address, phone and CUIT, never a staff e-mail), and each receipt as one sheet, whether staff print it from the
// stored receipt or the client from their page. The layout is @salon/ui's (src/documents).
import { todayInHall, type IsoDate } from '../dates/dates';
import type { HallFacts } from '../site/hallFacts';
import { budgetTotals, type StoredBudget } from './budget';
import type { ClientBudgetView, ClientViewReceipt } from './clientBudget';
import { formatReceiptNumber, type PaymentMethod, type Receipt, type ReceiptConcept } from './receipt';

/** The hall as its documents name it; '' for what it has not written. */
export interface DocumentIssuer {
  name: string;
  address: string;
  phone: string;
  cuit: string;
}

export function documentIssuer(companyName: string, hall: Pick<HallFacts, 'address' | 'phone' | 'cuit'>): DocumentIssuer {
  return { name: companyName, address: hall.address, phone: hall.phone, cuit: hall.cuit };
}

/** The issuer of a client's budget page. */
export function viewIssuer(view: Pick<ClientBudgetView, 'empresa' | 'salon'>): DocumentIssuer {
  return documentIssuer(view.empresa.nombre, view.salon);
}

/** One receipt as its document shows it. */
export interface ReceiptSheet {
  issuer: DocumentIssuer;
  numero: number;
  /** The day it was issued (hall time); null for a sample without a date. */
  fecha: IsoDate | null;
  pagador: string;
  monto: number;
  concepto: ReceiptConcept;
  medioDePago: PaymentMethod;
  detalle: string;
  /** The event of the budget it pays; null without a budget. */
  fechaEvento: IsoDate | null;
  totalPresupuesto: number | null;
  saldoPendiente: number | null;
  /** Why it was annulled ('' when the reason is not shown); null when it stands. */
  anulacion: string | null;
}

/** A stored receipt's sheet, with its budget when it has one (older receipts without a payer name the budget's client). */
export function receiptSheet(receipt: Receipt, budget: StoredBudget | null, issuer: DocumentIssuer): ReceiptSheet {
  return {
    issuer,
    numero: receipt.numero,
    fecha: receipt.emitidoEn > 0 ? todayInHall(new Date(receipt.emitidoEn)) : null,
    pagador: receipt.cliente || budget?.cliente || '',
    monto: receipt.monto,
    concepto: receipt.concepto,
    medioDePago: receipt.medioDePago,
    detalle: receipt.detalle,
    fechaEvento: budget?.fechaEvento ?? null,
    totalPresupuesto: budget?.precios ? budgetTotals(budget, budget.precios).total : null,
    saldoPendiente: receipt.saldoPendiente,
    anulacion: receipt.anulacion ? receipt.anulacion.motivo : null,
  };
}

/** A receipt's sheet as the client's page has it. */
export function clientReceiptSheet(view: ClientBudgetView, receipt: ClientViewReceipt): ReceiptSheet {
  return {
    issuer: viewIssuer(view),
    numero: receipt.numero,
    fecha: receipt.fecha,
    pagador: receipt.pagador,
    monto: receipt.monto,
    concepto: receipt.concepto,
    medioDePago: receipt.medioDePago,
    detalle: receipt.detalle,
    fechaEvento: view.fechaEvento,
    totalPresupuesto: view.total,
    saldoPendiente: receipt.saldoPendiente,
    anulacion: receipt.anulado ? '' : null,
  };
}

/** "Familia Pérez" → "familia-perez": a file name's part, letters and digits only. */
function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'cliente'
  );
}

/** "presupuesto-familia-perez-2026-12-12.pdf" */
export function budgetFileName(cliente: string, fechaEvento: IsoDate): string {
  return `presupuesto-${fileNamePart(cliente)}-${fechaEvento}.pdf`;
}

/** "recibo-00000012.pdf" */
export function receiptFileName(numero: number): string {
  return `recibo-${formatReceiptNumber(numero)}.pdf`;
}
