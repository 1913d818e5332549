// Checks on the hand-written and generated stylesheets that plain CSS cannot enforce: widths in media queries
// come from the breakpoint tokens (named media queries, `@media (--from-md)`), never literals, and the focus
// outline uses the focus-ring tokens. Used by scripts/lib/stylesheets.test.ts over every stylesheet of the source.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'out', '.next', 'test-results']);
// A width feature in a media query, in either syntax: (min-width: 576px), (width >= 36em), (576px <= width).
const WIDTH_FEATURE = /\b(?:min-|max-)?(?:device-)?(?:width|inline-size)\b/;
const LENGTH = /(?<![\w-])\d*\.?\d+(?:px|em|rem)\b/;
const NON_ZERO_LENGTH = /(?<![\w-])(?:0*[1-9]\d*(?:\.\d+)?|0*\.\d*[1-9]\d*)(?:px|em|rem)\b/;

/**
 * Every `.css` file under `roots`, sorted, skipping dependencies and build output.
 * @param {readonly string[]} roots
 */
export function listStylesheets(roots) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.css')) files.push(full);
    }
  };
  for (const root of roots) walk(root);
  return files.sort();
}

/** The text with comments blanked out, newlines kept, so offsets and line numbers stay where they were. */
function withoutComments(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Literal widths in media queries and literal focus outlines, each with its 1-based line.
 * @param {string} css
 * @returns {{ line: number, text: string, problem: string }[]}
 */
export function stylesheetProblems(css) {
  const text = withoutComments(css);
  const problems = [];
  const report = (index, snippet, problem) =>
    problems.push({ line: lineAt(text, index), text: snippet.trim().replace(/\s+/g, ' '), problem });

  for (const match of text.matchAll(/@(custom-media|media)\b([^{;]*)/g)) {
    const [whole, rule, prelude = ''] = match;
    if (WIDTH_FEATURE.test(prelude) && LENGTH.test(prelude)) {
      report(
        match.index,
        whole,
        rule === 'media'
          ? 'literal width in a media query: use a named query from the breakpoint tokens, e.g. (--from-md)'
          : 'custom media with a literal width: add a width token instead (packages/tokens/src/common/breakpoint.json)',
      );
    }
  }

  for (const match of text.matchAll(/(?<![\w-])(outline(?:-width|-offset)?)\s*:\s*([^;}]*)/g)) {
    const [whole, property, value = ''] = match;
    if (property === 'outline-offset') {
      if (!/^0(?:px)?$|var\(--focus-ring-offset(?:-inset)?\)/.test(value.trim())) {
        report(
          match.index,
          whole,
          'outline offset: use var(--focus-ring-offset) or var(--focus-ring-offset-inset)',
        );
      }
    } else if (NON_ZERO_LENGTH.test(value) || /\b(?:thin|medium|thick)\b/.test(value)) {
      report(match.index, whole, 'literal outline width: use var(--focus-ring-width)');
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * Named media queries (`(--name)`) a stylesheet uses, each with its 1-based line.
 * @param {string} css
 * @returns {{ line: number, name: string }[]}
 */
export function customMediaUsed(css) {
  const text = withoutComments(css);
  const used = [];
  for (const match of text.matchAll(/@media\b([^{;]*)/g)) {
    for (const name of (match[1] ?? '').matchAll(/\(\s*(--[\w-]+)\s*\)/g)) {
      used.push({ line: lineAt(text, match.index), name: name[1] ?? '' });
    }
  }
  return used;
}

/**
 * The names a custom media file defines (`@custom-media --from-md ...;` -> `--from-md`).
 * @param {string} css
 */
export function customMediaDefined(css) {
  return [...withoutComments(css).matchAll(/@custom-media\s+(--[\w-]+)/g)].map((m) => m[1] ?? '');
}

/**
 * Every problem of every stylesheet under `roots`, as `path:line  text  (problem)` relative to `base`.
 * @param {readonly string[]} roots
 * @param {{ base: string, customMedia?: readonly string[] }} options customMedia: the defined names, to flag
 *   unknown ones (postcss-custom-media leaves an unknown name in place, and a browser then never matches it)
 */
export function checkStylesheets(roots, { base, customMedia }) {
  const lines = [];
  for (const file of listStylesheets(roots)) {
    const css = readFileSync(file, 'utf8');
    const where = (line) => `${path.relative(base, file).split(path.sep).join('/')}:${line}`;
    for (const p of stylesheetProblems(css)) lines.push(`${where(p.line)}  ${p.text}  (${p.problem})`);
    if (customMedia) {
      for (const use of customMediaUsed(css)) {
        if (!customMedia.includes(use.name)) {
          lines.push(`${where(use.line)}  ${use.name}  (no such named media query in custom-media.css)`);
        }
      }
    }
  }
  return lines;
}
