// The elements in a container that a Tab press reaches, for components that move focus themselves (a dialog keeping
// Tab inside it, a tab panel that is a tab stop only while nothing in it is one).
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements in a container that Tab reaches, in document order (not disabled, hidden, inert or tabindex -1). */
export function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      // Hidden by CSS (display: none, visibility: hidden); jsdom has no layout and keeps every element.
      element.checkVisibility?.({ visibilityProperty: true }) !== false,
  );
}
