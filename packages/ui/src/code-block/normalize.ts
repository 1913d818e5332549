// Tidies code written in a template literal before it is shown, highlighted or edited.

/**
 * Code as authors write it in template literals, made ready to show: no leading blank lines, no trailing
 * whitespace, and the indentation every line shares removed.
 */
export function normalizeCode(code: string): string {
  const lines = code
    .replace(/^(?:[ \t]*\r?\n)+/, '')
    .trimEnd()
    .split(/\r?\n/);
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const shared = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(shared, line.length))).join('\n');
}
