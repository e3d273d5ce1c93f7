// @salon/domain: the site's pure rules. No React, no Firebase, no I/O, no hidden clock: pass `now` in.
export * from './dates';
export * from './season';
export * from './money';
export * from './prices';
export * from './rates';
export * from './quote';
export * from './whatsapp';
export * from './theme';
export * from './homeSections';
export * from './siteConfig';
export * from './dbKeys';
export * from './numberToWords';
