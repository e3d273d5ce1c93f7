// Demo data as the database stores it: a month's prices, the promotions and the hall facts. The tests use it, and
// the seed's demo season is built from it (scripts/seed/demoData.ts). Imported as '@salon/domain/fixtures'
// (package.json "exports"); no bundle does.
export * from './prices';
export * from './promotions';
export * from './hallFacts';
export * from './inquiries';
