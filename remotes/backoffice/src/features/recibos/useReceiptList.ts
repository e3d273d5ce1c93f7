// The model of «Últimos recibos»: the last receipts by number (one database query), RECEIPT_PAGE_SIZE more at a
// time («Ver más»), newest first.
import { RECEIPT_PAGE_SIZE, type Receipt } from '@salon/domain';
import { watchReceiptWindow } from '@salon/firebase/staff';
import { useQueryWindow, type WatchWindow, type WindowedList } from '../layout/useQueryWindow';

const watchWindow: WatchWindow<null, Receipt> = (_query, size, onData, onError) =>
  watchReceiptWindow(size, (window) => onData({ items: window.receipts, full: window.full }), onError);

const everyReceipt = () => true;

export function useReceiptList(): WindowedList<Receipt> {
  return useQueryWindow(null, watchWindow, everyReceipt, RECEIPT_PAGE_SIZE);
}
