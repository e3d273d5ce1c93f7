// Every stored path and its shape, once. PATHS (shared-libs/firebase/src/paths.ts) uses the same names;
// database.rules.json's .validate parts (npm run rules), the import's checks, the demo data's check and the
// path table of docs/storage-contract.md all come from this table (their tests say so).
import type { GenericSchema, InferOutput } from 'valibot';
import { bookingsSchema, holdDaysSchema, holidayOverridesSchema, recurringHolidaysSchema } from './availability';
import {
  budgetHistoriesSchema,
  budgetsSchema,
  mercadoPagoClaimsSchema,
  mercadoPagoPaymentsSchema,
  paymentTermsSchema,
  receiptCounterSchema,
  receiptsSchema,
} from './books';
import { inquiriesSchema, inquiryLimitsSchema } from './inquiries';
import { galleriesSchema, promotionsSchema } from './catalog';
import { askAILimitsSchema, figuresSchema, inquiryCeilingSchema, inquiryGuardsSchema, staffSchema } from './server';
import { calendarFeedSecretSchema } from './calendarFeed';
import { clientLinksSchema } from './clientLinks';
import {
  bankAccountSchema,
  browserTitleSchema,
  calendarEndSchema,
  calendarIdsSchema,
  companyNameSchema,
  contactSchema,
  floorPlanSchema,
  hallFactsSchema,
  homeSectionsSchema,
  pricesSchema,
  themeSchema,
  weekendDaysSchema,
} from './site';

export interface StoredPath {
  path: string;
  schema: GenericSchema;
  /** Written by the server only (admin SDK): no .validate in the rules, never imported. */
  serverOnly?: true;
  /** Written by visitors' browsers under the rules, but never imported (the export carries it; the import leaves it out). */
  notImported?: true;
}

export const STORED = {
  // Seed paths
  prices: { path: 'datosId/8', schema: pricesSchema },
  contact: { path: 'datosId/25', schema: contactSchema },
  calendarEnd: { path: 'datosId/26', schema: calendarEndSchema },
  companyName: { path: 'datosId/29', schema: companyNameSchema },
  browserTitle: { path: 'config/browserTitle', schema: browserTitleSchema },
  calendarIds: { path: 'config/calendarIDs', schema: calendarIdsSchema },
  componentOrder: { path: 'componentOrder', schema: homeSectionsSchema },
  theme: { path: 'appSettings/theme', schema: themeSchema },
  holidayOverrides: { path: 'feriados_modificados', schema: holidayOverridesSchema },
  recurringHolidays: { path: 'feriados_recurrentes', schema: recurringHolidaysSchema },
  // New paths
  weekendDays: { path: 'config/diasFinDeSemana', schema: weekendDaysSchema },
  floorPlan: { path: 'config/plano', schema: floorPlanSchema },
  holdDays: { path: 'config/diasReserva', schema: holdDaysSchema },
  hallFacts: { path: 'config/salon', schema: hallFactsSchema },
  paymentTerms: { path: 'config/cobros', schema: paymentTermsSchema },
  bankAccount: { path: 'cuentaBancaria', schema: bankAccountSchema },
  bookings: { path: 'reservas', schema: bookingsSchema },
  promotions: { path: 'promociones', schema: promotionsSchema },
  galleries: { path: 'galerias', schema: galleriesSchema },
  budgets: { path: 'presupuestos', schema: budgetsSchema },
  budgetHistory: { path: 'historialPresupuestos', schema: budgetHistoriesSchema },
  receipts: { path: 'recibos', schema: receiptsSchema },
  receiptCounter: { path: 'contadores/recibos', schema: receiptCounterSchema },
  mercadoPagoClaims: { path: 'contadores/pagosMercadoPago', schema: mercadoPagoClaimsSchema, serverOnly: true },
  mercadoPagoPayments: { path: 'pagosMercadoPago', schema: mercadoPagoPaymentsSchema, serverOnly: true },
  inquiries: { path: 'consultas', schema: inquiriesSchema },
  inquiryLimits: { path: 'limiteConsultas', schema: inquiryLimitsSchema, notImported: true },
  staff: { path: 'staff', schema: staffSchema, serverOnly: true },
  askAILimits: { path: 'limitesAskAI', schema: askAILimitsSchema, serverOnly: true },
  inquiryGuards: { path: 'topesConsultas/visitantes', schema: inquiryGuardsSchema, serverOnly: true },
  inquiryCeiling: { path: 'topesConsultas/hora', schema: inquiryCeilingSchema, serverOnly: true },
  figures: { path: 'cifras/meses', schema: figuresSchema, serverOnly: true },
  calendarFeedSecret: { path: 'secretos/calendario', schema: calendarFeedSecretSchema, notImported: true },
  clientLinks: { path: 'enlacesCliente', schema: clientLinksSchema, notImported: true },
} as const satisfies Record<string, StoredPath>;

export type StoredName = keyof typeof STORED;

/** The stored shape of a path, by its name: `StoredShape<'receipts'>`. */
export type StoredShape<TName extends StoredName> = InferOutput<(typeof STORED)[TName]['schema']>;
