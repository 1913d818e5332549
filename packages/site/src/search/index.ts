// The site search's rules (no React, no zod): what a search asks for, the words it sends, the sections and brands it
// looks in, how it ranks, and the server's search API's address. The search page and the server both use them.
export * from './search-query';
export * from './sections';
export * from './synonyms';
export * from './search-rules';
export * from './search-api';
export * from './pagefind-files';
export * from './served-results';
