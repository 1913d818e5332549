// Names of the files the build adds to the export beside Next's output. The build writes them, the server reads
// the CSP manifest, and neither is ever served or compressed: one definition keeps the three in step.
export const CSP_MANIFEST = '_csp.json';
/** Written last by postbuild: its presence means the export is complete, its mtime when it was built. */
export const BUILD_STAMP = '.build-stamp';
export const BUILD_FILES = Object.freeze([CSP_MANIFEST, BUILD_STAMP]);
