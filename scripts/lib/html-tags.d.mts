// Types for html-tags.mjs.
export declare const TAG: RegExp;
export declare function attribute(attributes: string, name: string): string | null;
