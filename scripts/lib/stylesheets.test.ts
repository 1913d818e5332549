// Media query widths come from the breakpoint tokens and focus outlines from the focus-ring tokens, in every
// stylesheet of the source (packages/*/src, apps/web/src). Needs the tokens built (`npm run tokens`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.mjs';
import { checkStylesheets, customMediaDefined, customMediaUsed, stylesheetProblems } from './stylesheets.mjs';

const problems = (css: string) => stylesheetProblems(css).map((p) => `${p.line}: ${p.text}`);

describe('stylesheetProblems', () => {
  it.each([
    '@media (min-width: 576px) {',
    '@media (max-width: 575.98px) {',
    '@media screen and (min-width: 36em) and (prefers-reduced-motion: reduce) {',
    '@media (width >= 48rem) {',
    '@media (576px <= width < 768px) {',
    '@media (max-device-width: 480px) {',
    '@custom-media --tablet (min-width: 768px);',
  ])('flags a literal width: %s', (rule) => {
    expect(problems(`${rule}\n  .a { color: red; }\n}`)).toEqual([`1: ${rule.replace(/[{;]$/, '').trim()}`]);
  });

  it.each([
    'outline: 3px solid var(--color-focus-ring);',
    'outline-width: 2px;',
    'outline: thick double red;',
    'outline-offset: 2px;',
    'outline-offset: calc(var(--space-1) / 2);',
  ])('flags a focus outline that is not the tokens: %s', (declaration) => {
    expect(problems(`.a:focus-visible {\n  ${declaration}\n}`)).toEqual([`2: ${declaration.slice(0, -1)}`]);
  });

  it('accepts named queries, other media features, the tokens and no outline at all', () => {
    const css = `
      /* Was @media (min-width: 576px) before the tokens; outline: 3px solid. */
      @media (--from-sm) { .a { inline-size: 576px; } }
      @media (--below-compact), (prefers-reduced-motion: reduce) { .b { max-width: 20rem; } }
      @media print { .c { width: 10cm; } }
      .d:focus-visible {
        outline: var(--focus-ring-width) solid var(--color-focus-ring);
        outline-offset: var(--focus-ring-offset);
      }
      .e:focus-visible { outline-offset: var(--focus-ring-offset-inset); }
      .f { outline: none; outline-offset: 0; }
      .g { outline: 0; }
    `;
    expect(problems(css)).toEqual([]);
  });

  it('names the line of each problem', () => {
    const css = '.a {}\n\n@media (min-width: 992px) {\n  .b { outline: 3px solid; }\n}\n';
    expect(stylesheetProblems(css).map((p) => p.line)).toEqual([3, 4]);
  });
});

describe('customMediaUsed', () => {
  it('lists every named query with its line, in lists and combinations too', () => {
    const css = '@media (--from-md) {}\n@media (--below-sm), print and (--from-xxl) {}';
    expect(customMediaUsed(css)).toEqual([
      { line: 1, name: '--from-md' },
      { line: 2, name: '--below-sm' },
      { line: 2, name: '--from-xxl' },
    ]);
  });
});

describe('the stylesheets of the source', () => {
  const roots = [
    ...readdirSync(path.join(repoRoot, 'packages')).map((name) =>
      path.join(repoRoot, 'packages', name, 'src'),
    ),
    path.join(repoRoot, 'apps/web/src'),
  ].filter((dir) => existsSync(dir));
  const customMediaFile = path.join(repoRoot, 'packages/tokens/dist/css/custom-media.css');

  it('use named media queries for widths, and the focus-ring tokens for outlines', () => {
    const found = checkStylesheets(roots, { base: repoRoot });
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });

  it('use only the named media queries the tokens define', () => {
    expect(existsSync(customMediaFile), 'packages/tokens/dist is missing: run npm run tokens').toBe(true);
    const customMedia = customMediaDefined(readFileSync(customMediaFile, 'utf8'));
    expect(customMedia).toContain('--from-md');
    const found = checkStylesheets(roots, { base: repoRoot, customMedia }).filter((line) =>
      line.includes('no such named media query'),
    );
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });
});
