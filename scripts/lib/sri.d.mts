// Types for sri.mjs.
export declare function withIntegrity(
  html: string,
  exportDir: string,
  integrityOf?: (file: string) => string,
): { html: string; added: number; missing: string[] };
export declare function addIntegrity(exportDir: string): Promise<{ pages: number; tags: number }>;
