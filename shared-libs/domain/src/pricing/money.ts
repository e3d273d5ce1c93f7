// Argentine pesos as people in Argentina write them: "$ 150.000", "$ 1.234,50".
// Formatted by hand rather than with Intl's es-AR currency format, whose output depends on the runtime's ICU
// data and puts a no-break space (U+00A0) after "$". We use a normal space so that the text is the same in
// the browser, on the server and in tests, and copies cleanly into WhatsApp; CSS keeps it on one line.

const CURRENCY_SYMBOL = '$';

/** Groups the digits of a whole number with dots: 1234567 → "1.234.567". */
function groupThousands(wholeNumber: number): string {
  // BigInt prints any integer in full, where Number#toString switches to exponent notation past 1e21.
  return BigInt(wholeNumber)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Whole pesos and cents of a non-negative amount, rounded to the cent. */
function splitCents(amount: number): { whole: number; fraction: number } {
  // Past 2^53 cents a double holds no cents: multiplying by 100 would only add rounding noise.
  if (amount * 100 > Number.MAX_SAFE_INTEGER) return { whole: Math.round(amount), fraction: 0 };
  const cents = Math.round(amount * 100);
  return { whole: Math.floor(cents / 100), fraction: cents % 100 };
}

/**
 * "$ 150.000" for whole amounts, "$ 1.234,50" otherwise (rounded to cents), "-$ 1.234,50" when negative;
 * '' for NaN or ±Infinity, which are never amounts.
 */
export function formatARS(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const { whole, fraction } = splitCents(Math.abs(amount));
  const grouped = groupThousands(whole);
  const digits = fraction === 0 ? grouped : `${grouped},${String(fraction).padStart(2, '0')}`;
  // An amount that rounds to zero has no sign.
  const sign = amount < 0 && (whole > 0 || fraction > 0) ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL} ${digits}`;
}

// "150.000" and "1.234,50": dots group thousands, a comma starts the cents.
const ARGENTINE_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
// "150000" and "150000,5".
const PLAIN_WITH_COMMA = /^\d+(?:,\d{1,2})?$/;
// "150000.5": a dot followed by one or two digits can only be a decimal point (three would be thousands).
const PLAIN_WITH_DOT = /^\d+\.\d{1,2}$/;

/**
 * Reads an amount typed the Argentine way ("150000", "150.000", "$ 150.000", "1.234,50", "-$ 500") into a
 * number; null when it is not one. "1.5" style decimals with a dot are accepted only with 1–2 decimals.
 */
/**
 * An amount typed by staff, in whole pesos ("150.000", "$ 150.000", "150000", "150.000,00"): money is whole pesos
 * everywhere, the books included (docs/storage-contract.md). null: not an amount; 'centavos': it has centavos.
 */
export function parseWholePesos(text: string): number | 'centavos' | null {
  const value = parseARS(text);
  if (value === null) return null;
  return Number.isInteger(value) ? value : 'centavos';
}

export function parseARS(text: string): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(-?)\s*(?:\$|ARS)?\s*(-?)\s*([\d.,]+)$/i.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) return null;
  const [, minusBeforeSymbol, minusAfterSymbol, body = ''] = match;
  if (minusBeforeSymbol && minusAfterSymbol) return null;
  let normalised: string;
  if (ARGENTINE_GROUPED.test(body) || PLAIN_WITH_COMMA.test(body)) {
    normalised = body.replace(/\./g, '').replace(',', '.');
  } else if (PLAIN_WITH_DOT.test(body)) {
    normalised = body;
  } else {
    return null;
  }
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  // `|| 0` turns "-0" into 0.
  return minusBeforeSymbol || minusAfterSymbol ? -value || 0 : value;
}

/**
 * A sentence in pieces, its amounts ("$ 200.000", as formatARS writes them) apart from the words around them, in
 * order: screens keep each amount on one line.
 */
export function amountPieces(text: string): Array<{ text: string; amount: boolean }> {
  return text
    .split(/(-?\$ \d(?:[\d.,]*\d)?)/)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, amount: /^-?\$ \d/.test(piece) }));
}
