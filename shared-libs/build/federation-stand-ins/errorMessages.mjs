// Stands in for @module-federation/error-codes' descriptions and message format (dist/desc.mjs and
// dist/getShortErrorMsg.mjs) in production builds (docs/performance.md, "A runtime without preloading"). As React
// does in production, an error carries its code and the address that explains it, not the English text:
// ~0.5 KB gzip less in the page's runtime and again in each remote's entry. The codes themselves are untouched.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};

export function getShortErrorMsg(errorCode, descMap, args, originalErrorMsg) {
  const section = errorCode.split('-')[0].toLowerCase();
  return [
    `Module Federation #${errorCode}: https://module-federation.io/guide/troubleshooting/${section}#${errorCode.toLowerCase()}`,
    ...(args ? [`args: ${JSON.stringify(args)}`] : []),
    ...(originalErrorMsg ? [`Original Error Message:\n ${originalErrorMsg}`] : []),
  ].join('\n');
}
