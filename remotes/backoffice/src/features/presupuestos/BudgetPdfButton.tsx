// "Descargar PDF" of a budget's page: the same document its client downloads from their page (clientBudgetView
// made here from the live budget, its receipts, the hall's facts and terms), so staff can attach it to a message.
import { budgetFileName, clientBudgetView, type BudgetAcceptance, type PaymentTerms, type Receipt, type StoredBudget } from '@salon/domain';
import type { RawPriceTable } from '@salon/firebase/data';
import { budgetPdf } from '@salon/ui/src/documents/budgetPdf';
import { PdfButton } from '@salon/ui/src/documents/PdfButton';
import { useHallIssuer } from '../documentos/useHallIssuer';

interface BudgetPdfButtonProps {
  budget: StoredBudget;
  /** Every receipt (only this budget's count); null while loading. */
  receipts: readonly Receipt[] | null;
  terms: PaymentTerms | undefined;
  prices: RawPriceTable | null;
  acceptance: BudgetAcceptance | null;
}

export function BudgetPdfButton({ budget, receipts, terms, prices, acceptance }: BudgetPdfButtonProps) {
  const { ready, issuer, hall, bankAccount } = useHallIssuer();
  const view =
    ready && receipts
      ? clientBudgetView({ budget, acceptance, receipts, rawPrices: prices, hall, bankAccount, terms, companyName: issuer.name, whatsapp: '', now: new Date() })
      : null;
  return (
    <PdfButton
      label="Descargar PDF"
      fileName={budgetFileName(budget.cliente, budget.fechaEvento)}
      definition={view ? () => budgetPdf(view) : null}
      testId="presupuesto-pdf"
    />
  );
}
