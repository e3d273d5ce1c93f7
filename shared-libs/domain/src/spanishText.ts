// Small pieces of Spanish text shared by the screens.

/** "1 recibo", "2 recibos", "0 recibos": the count with its noun in the right number. */
export const countText = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;
