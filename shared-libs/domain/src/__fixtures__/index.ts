// Test data only, as the database stores it: a month's prices, the demo's promotions and hall facts. Tests outside
// the domain import it as '@salon/domain/fixtures' (package.json "exports"); no bundle does.
export * from './prices';
export * from './promotions';
export * from './hallFacts';
