// @salon/domain: the site's pure rules. No React, no Firebase, no I/O, no hidden clock: pass `now` in.
// One folder per subject, each with its index; consumers import every name from '@salon/domain'.
export * from './dates';
export * from './pricing';
export * from './books';
export * from './availability';
export * from './inquiries';
export * from './chat';
export * from './site';
export * from './data';
export * from './common';
