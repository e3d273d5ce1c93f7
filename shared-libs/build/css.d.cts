// Types of css.cjs for the TypeScript scripts and tests that read it.
import type { WebpackPluginInstance } from 'webpack';

/** The CSS text minified by lightningcss (the builds' minifier). */
export declare function minifyCss(text: string, filename: string): string;
export declare function cssMinimizer(): WebpackPluginInstance;
