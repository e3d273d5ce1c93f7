// Types of photos.cjs for the TypeScript tests that read it.
import type { Compiler } from 'webpack';

/** Writes a copy of each image under `folder` in every width of @salon/domain's photoVariants.json, as WebP. */
export declare class ResponsivePhotosPlugin {
  constructor(options: { folder: string });
  apply(compiler: Compiler): void;
}

/** "img/demo/salon-1.svg" at 480 → "img/demo/salon-1-480w.webp". */
export declare function variantPath(file: string, width: number): string;

/** One copy of the image `file`, `width` px wide, as WebP. */
export declare function makeVariant(file: string, width: number): Promise<Buffer>;
