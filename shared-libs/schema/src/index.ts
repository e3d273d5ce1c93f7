// @salon/schema: the shape of every stored path, written once with valibot (docs/storage-contract.md).
// Pure: no Firebase, no React. Import what you use; everything is tree-shaken.
export * from './limits';
export * from './appearance';
export * from './build';
export * from './site';
export * from './availability';
export * from './catalog';
export * from './books';
export * from './inquiryLimits';
export * from './inquiries';
export * from './server';
export * from './calendarFeed';
export * from './clientLinks';
export * from './stored';
export * from './read';
