// ./loader.ts stands in for the host's loader (host/src/app/remotes/loader.ts) in the one app: tsc fails here when
// the host's loader exports something the stand-in lacks, or with another type. The host's screens would call what
// is not there, and the one app would not draw its pages (docs/performance.md, "The one app draws its pages again").
import type * as HostLoader from '../../../host/src/app/remotes/loader';
import type * as BenchLoader from './loader';

type Contract = { [K in keyof typeof HostLoader]: (typeof HostLoader)[K] };

export function standsInForTheHostLoader(loader: typeof BenchLoader): Contract {
  return loader;
}
