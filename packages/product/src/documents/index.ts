// @ds/product/documents: the policy booklet, fund rules and forms as document models built from the product data
// (no React): the site renders them to HTML, and the build script to PDF.
export * from './anchors';
export * from './forms';
export * from './fund';
export * from './fund-rules';
export * from './model';
export * from './policy-booklet';
