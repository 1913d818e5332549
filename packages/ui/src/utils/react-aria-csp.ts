// Keeps react-aria from adding a <style> element to the page, which the site's Content-Security-Policy
// (style-src 'self') blocks with a console error. react-aria's press handling adds one rule,
// `[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom }`, in a <style id="react-aria-pressable-style">
// unless an element with that id already exists; components set the same touch-action in their own CSS instead.

const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** Run before react-aria's effects (e.g. in a layout effect) on any page that renders pressable react-aria parts. */
export function reserveReactAriaStyleIds(doc: Document): void {
  if (doc.getElementById(PRESSABLE_STYLE_ID)) return;
  // An inert, empty template: it only holds the id so react-aria finds "its" style element and adds none.
  const placeholder = doc.createElement('template');
  placeholder.id = PRESSABLE_STYLE_ID;
  doc.head.append(placeholder);
}
