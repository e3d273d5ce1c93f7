// The storage contract: the only place that spells database paths. Screens and remotes never use these
// strings; they call the typed functions of @salon/firebase/data and /staff. Seed paths keep their names so an existing database
// keeps working; new data has new paths (docs/storage-contract.md describes each one).
export const PATHS = {
  // Seed paths
  prices: 'datosId/8',
  contact: 'datosId/25',
  calendarEnd: 'datosId/26',
  companyName: 'datosId/29',
  browserTitle: 'config/browserTitle',
  calendarIds: 'config/calendarIDs',
  componentOrder: 'componentOrder',
  theme: 'appSettings/theme',
  holidayOverrides: 'feriados_modificados',
  recurringHolidays: 'feriados_recurrentes',
  // New paths
  weekendDays: 'config/diasFinDeSemana',
  holdDays: 'config/diasReserva',
  bookings: 'reservas',
  promotions: 'promociones',
  galleries: 'galerias',
  floorPlan: 'config/plano',
  hallFacts: 'config/salon',
  paymentTerms: 'config/cobros',
  bankAccount: 'cuentaBancaria',
  budgets: 'presupuestos',
  budgetHistory: 'historialPresupuestos',
  receipts: 'recibos',
  receiptCounter: 'contadores/recibos',
  inquiries: 'consultas',
  inquiryLimits: 'limiteConsultas',
  inquiryCeiling: 'topesConsultas/hora',
  staff: 'staff',
  calendarFeedSecret: 'secretos/calendario',
  clientLinks: 'enlacesCliente',
  figures: 'cifras/meses',
} as const;

export type StoragePath = (typeof PATHS)[keyof typeof PATHS];

export const childPath = (parent: StoragePath, ...keys: string[]): string => [parent, ...keys].join('/');
