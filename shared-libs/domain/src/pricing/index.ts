// What a date costs: the season's pages, the month's prices and rates, promotions, the calculator's quote, the
// back-office's price grid, and pesos as people in Argentina write them.
export * from './money';
export * from './season';
export * from './prices';
export * from './rates';
export * from './promotions';
export * from './quote';
export * from './priceGrid';
