// Types of webpack.cjs for the TypeScript tests that read it.
import type { Compiler } from 'webpack';

/** Writes V8's compile hint as the first line of an entry point's scripts, after minifying. */
export declare class CompileHintPlugin {
  constructor(entry: string);
  apply(compiler: Compiler): void;
}
