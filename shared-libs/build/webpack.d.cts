// Types of webpack.cjs for the TypeScript tests that read it.
import type { Compiler } from 'webpack';

/**
 * Writes V8's compile hint as the first line of an entry point's scripts, or of those a federation container loads
 * for its exposed modules (named by their source files) and its shared modules, after minifying.
 */
export declare class CompileHintPlugin {
  constructor(scripts: { entry?: string; exposes?: string[] });
  apply(compiler: Compiler): void;
}
