// Types of federation.cjs for the TypeScript scripts and tests that read it.
type SharedConfig = { singleton: boolean; requiredVersion: string; version: string; strictVersion: boolean; eager?: boolean };

export declare const shared: Record<string, SharedConfig>;
export declare const hostShared: Record<string, SharedConfig>;
export declare const REMOTE_PORTS: { catalog: number; calendar: number; chat: number; backoffice: number };
export declare const HOST_PORT: number;
/** File name of a remote's entry that runs on the page's federation runtime and glue, e.g. `remoteEntry.page-2.9.2.js`. */
export declare const SHARED_RUNTIME_ENTRY: string;
/** Global where the host lends the bundler runtime's functions to those entries. */
export declare const PAGE_GLUE_GLOBAL: string;
