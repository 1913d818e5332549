// Next (Turbopack) looks for the PostCSS config in the app first; the one config lives at the repository root.
// eslint-disable-next-line import-x/no-relative-packages -- the root is no workspace to import by name; Vitest reads the same file, so the app and the tests build CSS alike
export { default } from '../../postcss.config.mjs';
