// Small helpers every package may use; no React, so data-only code (and the server) can import them.
export { cx } from './cx';
export { absolutiseHref, isInternalHref, isSitePath } from './href';
export { spaceKeys } from './space';
export type { SpaceKey } from './space';
// For an app's own react-aria components under a strict CSP, as the library's Tabs and date picker use it.
export { reserveReactAriaStyleIds } from './react-aria-csp';
