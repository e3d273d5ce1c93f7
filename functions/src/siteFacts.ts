// The facts askAI may answer from, read on the server from the same storage contract as the site.
import type { Database } from 'firebase-admin/database';
import {
  currentPage,
  monthLabel,
  pricesForPage,
  resolveCompanyName,
  seasonStartYear,
  todayInHall,
  type MonthPrices,
} from '../../shared-libs/domain/src';

export interface SiteFacts {
  companyName: string;
  monthLabel: string;
  prices: MonthPrices;
  whatsappNumber: string;
}

export async function readSiteFacts(db: Database, now: Date): Promise<SiteFacts> {
  const [prices, company, contact] = await Promise.all(
    ['datosId/8', 'datosId/29', 'datosId/25'].map((path) => db.ref(path).get().then((snapshot) => snapshot.val() as unknown)),
  );
  const today = todayInHall(now);
  const page = currentPage(today);
  const contactRecord = (contact ?? {}) as Record<string, unknown>;
  return {
    companyName: resolveCompanyName(company),
    monthLabel: monthLabel(page, seasonStartYear(today)),
    prices: pricesForPage(prices, page).prices,
    whatsappNumber: typeof contactRecord.numero_whatsapp === 'string' ? contactRecord.numero_whatsapp : '',
  };
}
