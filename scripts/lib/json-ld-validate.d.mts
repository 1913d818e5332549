// Types for json-ld-validate.mjs.
export interface Vocabulary {
  classes: Set<string>;
  properties: Set<string>;
  parents: Map<string, string[]>;
  domains: Map<string, Set<string>>;
  superseded: Set<string>;
}
export declare function vocabulary(): Vocabulary;
export declare function supertypes(type: string): Set<string>;
export declare function validateJsonLd(block: unknown): string[];
export declare function jsonLdBlocksOf(html: string): string[];
export declare function validateHtmlJsonLd(html: string): string[];
