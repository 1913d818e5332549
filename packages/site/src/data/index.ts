// Data-only entry of the site package (no React): variants, nav-data schema and the embedded nav data.
export * from './variants';
export * from './schema';
export * from './embedded';
export * from './brand';
export * from './phone-format';
export * from './variant-config';
export * from './nav-data-client';
export * from './document-pages';
