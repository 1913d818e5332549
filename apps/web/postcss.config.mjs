// Next (Turbopack) looks for the PostCSS config in the app first; the one config lives at the repository root.
export { default } from '../../postcss.config.mjs';
