// Types of webpack.cjs for the TypeScript tests that read it.
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * Writes V8's compile hint as the first line of an entry point's scripts, or of those a federation container loads
 * for its exposed modules (named by their source files) and its shared modules, after minifying.
 */
export declare class CompileHintPlugin {
  constructor(scripts: { entry?: string; exposes?: string[] });
  apply(compiler: Compiler): void;
}

/** The federation runtime's modules that production builds answer with federation-stand-ins/. */
export declare function federationStandIns(): WebpackPluginInstance[];

/** The alias the stand-ins import runtime-core's own modules through. */
export declare const runtimeCoreFiles: Record<string, string>;
