// Types of webpack.cjs for the TypeScript scripts and tests that read it.
import type { Compiler, Configuration } from 'webpack';

export declare function createAppConfig(options: {
  name: string;
  dir: string;
  port: number;
  title?: string;
  exposes?: Record<string, string>;
  plugins?: Array<{ apply(compiler: Compiler): void }>;
}): (env: unknown, argv: { mode?: string }) => Configuration;
/** The comment that has V8 compile a whole script while it streams in. */
export declare const COMPILE_HINT: string;
export declare class CompileHintPlugin {
  constructor(files: string[]);
  apply(compiler: Compiler): void;
}
