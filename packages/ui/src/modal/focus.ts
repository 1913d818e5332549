// Moves focus to the first element inside a container that takes it, in document order (the element a Tab
// press would reach first), skipping ones that are disabled, out of the tab order, hidden or inert.
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

export function focusFirst(container: Element): boolean {
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) continue;
    element.focus();
    // An element hidden by CSS refuses focus: try the next one.
    if (element.ownerDocument.activeElement === element) return true;
  }
  return false;
}
