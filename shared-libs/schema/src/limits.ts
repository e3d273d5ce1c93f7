// The limits of the stored data as plain values (no valibot): the schemas below are built from them, and the
// domain's forms and readers use the same ones, so a limit is written once (docs/storage-contract.md).

/** A real calendar date 'YYYY-MM-DD' of 1900–2099: no 31 April, 29 February only in leap years. */
export const REAL_DATE =
  /^((19|20)[0-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(19|20)[0-9][0-9]-(0[13-9]|1[0-2])-(29|30)|(19|20)[0-9][0-9]-(0[13578]|1[02])-31|(19(0[48]|[2468][048]|[13579][26])|20([02468][048]|[13579][26]))-02-29)$/;

/** A price key of datosId/8: field + season page 7–18, e.g. b_precio_3hs_7. */
export const PRICE_KEY = /^[a-r]_[A-Za-z0-9_]+_([7-9]|1[0-8])$/;
/** A price field without its page, as a budget's copy of the month's prices keeps it: b_precio_3hs_. */
export const PRICE_FIELD_KEY = /^[a-r]_[A-Za-z0-9]+(_[A-Za-z0-9]+)*_$/;
/** The highest price the rules accept. */
export const MAX_STORED_PRICE = 1_000_000_000;

/** A recurring holiday's 'M-D' (leading zeros optional): 12-25, 5-1. */
export const MONTH_DAY = /^(0?[1-9]|1[0-2])-(0?[1-9]|[12][0-9]|3[01])$/;
/** A date of feriados_modificados/removed, as stored: YYYYMMDD. */
export const COMPACT_DATE = /^[0-9]{8}$/;
/** A staff member's uid as public data names them (never an e-mail). */
export const STAFF_UID = /^[A-Za-z0-9_-]{1,128}$/;
/** A budget's id (push ids and the demo's). */
export const BUDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A secret address's token (the calendar feed's, a client link's): 32 random bytes (256 bits) in base64url, without
 * padding, 43 characters of letters, digits, - and _.
 */
export const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** What may reach a CSS variable: #rgb…#rrggbbaa, rgb()/rgba()/hsl()/hsla() or a colour name. */
export const CSS_COLOUR = /^\s*(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9a-zA-Z.,%/ +-]+\)|[a-zA-Z]{3,30})\s*$/;
/** askAI's day key (UTC day) and visitor key (first 32 hex of a sha256). */
export const ASK_AI_DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
export const ASK_AI_KEY = /^[0-9a-f]{32}$/;

export const WHATSAPP_NUMBER_MAX_LENGTH = 40;
export const LINK_MAX_LENGTH = 2000;
export const CALENDAR_ID_MAX_LENGTH = 300;
export const HOLIDAY_NAME_MAX_LENGTH = 80;
export const SECTION_NAME_MAX_LENGTH = 40;
export const AREA_NAME_MAX_LENGTH = 80;
export const AREA_DESCRIPTION_MAX_LENGTH = 500;
export const PROMOTION_TITLE_MAX_LENGTH = 120;
export const PROMOTION_DESCRIPTION_MAX_LENGTH = 2000;
/** Most specific dates one promotion lists (promociones/{id}/fechas 0–99). */
export const PROMOTION_DATES_MAX = 100;
export const PHOTO_ALT_MAX_LENGTH = 300;
export const COLOUR_MAX_LENGTH = 64;

export const BOOKING_KINDS = ['evento', 'bloqueo'] as const;
export const GALLERY_NAMES = ['salon', 'cocina', 'opcionales'] as const;

/**
 * A budget's status, the business path (docs/storage-contract.md, "Statuses and history"): consulta → presupuestado →
 * reservado (its date held provisionally) → confirmado → pagado → realizado, or anulado (only together with its
 * annulment record, `anulacion`, never chosen in the form).
 */
export const BUDGET_STATUSES = ['consulta', 'presupuestado', 'reservado', 'confirmado', 'pagado', 'realizado', 'anulado'] as const;
/** Statuses of budgets saved before the business path: still stored and imported, read as the new ones (@salon/domain). */
export const LEGACY_BUDGET_STATUSES = ['borrador', 'enviado', 'aceptado', 'rechazado'] as const;
/** Days a budget holds its date provisionally (config/diasReserva): whole days, default 7. */
export const HOLD_DAYS_MIN = 1;
export const HOLD_DAYS_MAX = 60;
export const DEFAULT_HOLD_DAYS = 7;
/** A status-history note (historialPresupuestos/{presupuestoId}/{pushId}/nota). */
export const MAX_HISTORY_NOTE_LENGTH = 300;
/** The reason written when a budget or a receipt is annulled. */
export const MAX_ANNUL_REASON_LENGTH = 300;
export const RENTAL_OPTIONS = ['3hs', '4hs'] as const;
export const EXTRA_HOUR_RATES = ['semana', 'finDeSemana'] as const;
/** The add-ons a budget counts: the calculator's extras, in the order it shows them. */
export const BUDGET_EXTRAS = ['camarera', 'metegol', 'pingPong', 'inflable', 'proyector', 'arcade', 'horaOrganizacion', 'parrillero'] as const;
export const MAX_CLIENT_LENGTH = 120;
export const MAX_PHONE_LENGTH = 40;
export const MAX_GUESTS = 2000;
/** Most extra hours, and most of one add-on. */
export const MAX_QUANTITY = 99;
/** Largest discount or deposit: well above any party, below what a receipt can write in words. */
export const MAX_BUDGET_AMOUNT = 999_999_999;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_AUTHOR_LENGTH = 200;
/** Season pages of a budget's price copy: 7–12 July–December, 13–18 January–June. */
export const FIRST_SEASON_PAGE = 7;
export const LAST_SEASON_PAGE = 18;

/** The payment terms (config/cobros): the deposit's share of a budget without its own, and when the balance falls due. */
export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DAYS = 15;
export const BALANCE_DAYS_MAX = 180;
export const RECEIPT_CONCEPTS = ['seña', 'saldo', 'extras'] as const;
export const PAYMENT_METHODS = ['efectivo', 'transferencia', 'tarjeta', 'mercadopago'] as const;
/** A Mercado Pago payment's id as kept on its receipt: digits only. */
export const MERCADOPAGO_PAYMENT_ID = /^\d{1,20}$/;
export const MAX_PAYER_LENGTH = 120;
export const MAX_DETAIL_LENGTH = 500;
/** The largest receipt, in whole pesos (money is whole pesos everywhere). */
export const MAX_RECEIPT_AMOUNT = 999_999_999;
export const MAX_RECEIPT_BUDGET_ID_LENGTH = 128;

export const STAFF_ROLES = ['admin', 'recibos'] as const;

// config/salon: the hall's facts (address, map link, capacity, hours, what is included, cancellation policy, phone, CUIT).
export const HALL_ADDRESS_MAX_LENGTH = 200;
/** The hall's phone as printed on its documents: digits, spaces, hyphens, parentheses and a leading +. */
export const HALL_PHONE = /^[+]?[0-9][0-9 ()-]{5,29}$/;
/** The hall's CUIT as stored: 30-71234567-1 (the check digit is the domain's to verify: isValidCuit). */
export const CUIT_STORED = /^[0-9]{2}-[0-9]{8}-[0-9]$/;
// cuentaBancaria: where clients transfer (alias, CBU, holder); staff and the client page read it, not the public.
/** An alias: 6–20 letters, digits, dots and hyphens. */
export const BANK_ALIAS = /^[A-Za-z0-9.-]{6,20}$/;
/** A CBU (or CVU): 22 digits (its two check digits are the domain's to verify: isValidCbu). */
export const CBU = /^[0-9]{22}$/;
export const BANK_HOLDER_MAX_LENGTH = 100;
export const HALL_HOURS_MAX_LENGTH = 200;
export const HALL_INCLUDED_ITEM_MAX_LENGTH = 100;
/** Most items in "what is included" (incluye/0–29). */
export const HALL_INCLUDED_MAX = 30;
export const HALL_CANCELLATION_MAX_LENGTH = 2000;
/** Most guests the hall can state (as budgets and inquiries). */
export const HALL_CAPACITY_MAX = MAX_GUESTS;
/** A map link: https only. */
export const HTTPS_LINK = /^https:\/\/[^\s]+$/;
