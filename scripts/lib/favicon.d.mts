// Types for favicon.mjs.
export declare function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer;
export declare function writeFavicon(svgFile: string, icoFile: string): Promise<void>;
