// Focus inside an open dialog: the first element a Tab press would reach, and Tab wrapping from the last to the
// first (a native modal <dialog> otherwise lets one Tab escape to the browser's own controls).
import { tabStops } from '../utils/tab-stops';

/** Keeps Tab and Shift+Tab inside the container: from the last stop to the first, and back. */
export function wrapTab(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = container.ownerDocument.activeElement;
  // Focus on something before the first stop that Tab does not reach itself (the title, focused on opening).
  const beforeFirst =
    active instanceof Element &&
    !stops.includes(active as HTMLElement) &&
    Boolean(active.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target = event.shiftKey
    ? active === first || active === container || beforeFirst
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function focusFirst(container: Element): boolean {
  for (const element of tabStops(container)) {
    element.focus();
    // An element hidden by CSS refuses focus: try the next one.
    if (element.ownerDocument.activeElement === element) return true;
  }
  return false;
}
