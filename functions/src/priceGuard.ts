// A model can be talked into, or simply make up, a price. Every amount an answer states must be one of
// the facts' amounts; otherwise the answer is not shown (the offline answer is given instead).

/** Amounts written as "$ 150.000", "$150.000,50", "150000 pesos" or "ARS 150.000". */
export function amountsIn(text: string): number[] {
  const amounts: number[] = [];
  const patterns = [/(?:\$|ars)\s*(\d[\d.,]*)/gi, /(\d[\d.,]*)\s*(?:pesos|ars)\b/gi];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const raw = (match[1] ?? '').replace(/[.,]$/, '');
      // Argentine format: dots group thousands, a comma starts the cents.
      const [whole = '', cents] = raw.split(',');
      const value = Number(whole.replace(/\./g, '')) + (cents ? Number(`0.${cents}`) : 0);
      if (Number.isFinite(value)) amounts.push(value);
    }
  }
  return amounts;
}

/** True when every amount in `text` is one of `allowed`. */
export function statesOnlyKnownAmounts(text: string, allowed: ReadonlySet<number>): boolean {
  return amountsIn(text).every((amount) => allowed.has(amount));
}
