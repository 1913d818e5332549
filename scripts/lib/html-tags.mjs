// The script and link tags of an exported page, found without parsing the whole document (the pages are the
// build's own, and these tags are written by React).

// An opening tag whose attributes may hold quoted `>`; `/>` endings are kept apart so the hash goes before them.
// Global, so its position is shared: use it with matchAll and replace only, never exec or test.
export const TAG = /<(script|link)(?=[\t\n\f\r />])((?:[^>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)(\/?)>/gi;

/** The value of one attribute in a tag's attribute text, or null when the tag has none. */
export function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}
