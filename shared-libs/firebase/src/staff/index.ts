// @salon/firebase/staff: the staff-only part of the data layer (back-office writes, budgets, receipts,
// migration). Visitors never download it: it is not part of the shared @salon/firebase chunk the host
// loads on every page, but is bundled into the back-office that imports it.
//
// Every file here reaches Firebase only through the package name '@salon/firebase' (never '../database'
// or 'firebase/database'): in the back-office bundle that import resolves to the page's one shared
// session, whereas a relative import would bundle a second Firebase SDK with its own, signed-out session.
// dependency-cruiser enforces it (rule data-layers-through-the-shared-session).
export * from './admin';
export * from './migration';
export * from './presupuestos';
export * from './recibos';
export * from './collections';
export * from './calendarFeed';
export * from './hallFacts';
export * from './cobros';
export * from './clientLinks';
export * from './agenda';
export * from './inbox';
export * from './figures';
