// The text of a JSON-LD data block: JSON that cannot end its script element.

/**
 * JSON for a `<script type="application/ld+json">` element's text. The HTML parser ends a script at the first
 * `</script`, and reads `<!--` specially, whatever the type: every `<` (with `>` and `&` for good measure) is
 * written as its JSON escape, which JSON.parse reads back as the same character. U+2028 and U+2029 are escaped
 * too, for readers that take the text as JavaScript.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
