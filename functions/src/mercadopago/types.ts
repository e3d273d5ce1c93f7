// The fields of Mercado Pago's REST API that Salón uses (Checkout Pro preferences and payments), as Mercado Pago
// documents them (docs/mercadopago.md). Only what we send or read is declared; the API returns more.

/** A payment type Checkout Pro can leave out; 'ticket' (Rapipago, Pago Fácil) and 'atm' are the cash ones. */
export type PaymentTypeId = 'account_money' | 'ticket' | 'atm' | 'credit_card' | 'debit_card' | 'prepaid_card' | 'bank_transfer';

export interface PreferenceItem {
  id?: string;
  title: string;
  quantity: number;
  /** Whole pesos here. */
  unit_price: number;
  currency_id: 'ARS';
}

export interface PreferenceRequest {
  items: PreferenceItem[];
  external_reference: string;
  notification_url?: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return?: 'approved' | 'all';
  /** Whether expiration_date_from/to apply. */
  expires: boolean;
  /** ISO 8601 with offset, e.g. 2026-12-03T09:00:00.000-03:00. */
  expiration_date_from?: string;
  expiration_date_to?: string;
  /** The last moment a cash payment (ticket, atm) can be paid. */
  date_of_expiration?: string;
  payment_methods?: { excluded_payment_types?: Array<{ id: PaymentTypeId }>; installments?: number };
}

export interface PreferenceResponse {
  id: string;
  init_point: string;
  sandbox_init_point?: string;
  external_reference?: string;
}

/** A payment's status (GET /v1/payments/{id}). */
export type PaymentStatus = 'pending' | 'approved' | 'authorized' | 'in_process' | 'in_mediation' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

export interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id?: string;
  /** ISO 8601; null until approved. */
  date_approved: string | null;
  date_created?: string;
  /** One of PaymentTypeId; Mercado Pago may add others. */
  payment_type_id: string;
}
