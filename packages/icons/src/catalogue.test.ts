// The catalogue and the generated components must agree, and every icon must be safe, well-formed SVG.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSvg } from '../scripts/generate.mjs';
import { catalogue, iconCategories, iconComponents } from './index';
import type { IconComponent } from './index';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentEntries = Object.entries(iconComponents) as Array<[string, IconComponent]>;

/**
 * A strict little XML check for icon markup: only tags with quoted attributes, no text, no duplicate
 * attributes, every element closed in order. Returns the problems found.
 */
function wellFormednessProblems(markup: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let position = 0;
  let roots = 0;
  for (const match of markup.matchAll(tag)) {
    const between = markup.slice(position, match.index);
    if (between.trim() !== '') problems.push(`unexpected text "${between.slice(0, 20)}"`);
    position = match.index + match[0].length;
    const [, closing, name = '', attributeText = '', selfClosing] = match;
    const attributeNames = [...attributeText.matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    if (new Set(attributeNames).size !== attributeNames.length)
      problems.push(`duplicate attribute on <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  if (markup.slice(position).trim() !== '') problems.push('unparsed markup at the end');
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}

describe('icon catalogue', () => {
  it('has a component for every entry and an entry for every component', () => {
    const catalogueNames = catalogue.map((icon) => icon.name).sort();
    const componentNames = Object.keys(iconComponents).sort();
    expect(catalogueNames).toEqual(componentNames);
    for (const icon of catalogue) expect(typeof iconComponents[icon.name]).toBe('function');
  });

  it('lists the same names as the generator sources', () => {
    const sources = JSON.parse(readFileSync(path.join(packageDir, 'sources.json'), 'utf8')) as Array<{
      name: string;
    }>;
    expect(sources.map((source) => source.name).sort()).toEqual(catalogue.map((icon) => icon.name).sort());
  });

  it('uses unique kebab-case names', () => {
    const names = catalogue.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses unique Title Case titles', () => {
    const titles = catalogue.map((icon) => icon.title);
    expect(new Set(titles.map((title) => title.toLowerCase())).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/^[A-Z][A-Za-z0-9]*( [A-Z][A-Za-z0-9]*)*$/);
  });

  it('uses only the agreed types and categories, with usage text', () => {
    for (const icon of catalogue) {
      expect(['System', 'Graphic']).toContain(icon.type);
      expect(iconCategories).toContain(icon.category);
      expect(icon.usage.length).toBeGreaterThan(0);
      for (const line of icon.usage) expect(line.trim()).not.toBe('');
    }
  });
});

describe('generated icon components', () => {
  it.each(componentEntries)('%s renders safe, well-formed SVG', (_name, Icon) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup).toContain('viewBox="0 0 24 24"');
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/\sstyle=/i);
    expect(markup).not.toMatch(/href=/i);
    expect(wellFormednessProblems(markup)).toEqual([]);
  });

  it('is hidden from assistive technology unless it is given a name', () => {
    const Icon = iconComponents.phone;
    const decorative = renderToStaticMarkup(createElement(Icon));
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role="img"');

    const named = renderToStaticMarkup(createElement(Icon, { 'aria-label': 'Call us' }));
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Call us"');
    expect(named).not.toContain('aria-hidden');
  });

  it('passes size and class props through to the svg', () => {
    const markup = renderToStaticMarkup(
      createElement(iconComponents.search, { width: 32, height: 32, className: 'x' }),
    );
    expect(markup).toContain('width="32"');
    expect(markup).toContain('height="32"');
    expect(markup).toContain('class="x"');
  });
});

describe('icon sources', () => {
  const svg = (body: string, root = 'viewBox="0 0 24 24"') => `<svg ${root}>${body}</svg>`;

  it('accepts a plain stroke icon', () => {
    expect(parseSvg(svg('<path d="M1 1h2" /><circle cx="12" cy="12" r="3" />'), 'test')).toHaveLength(2);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<path d="M1 1" onclick="alert(1)" />')],
    ['an inline style', svg('<path d="M1 1" style="fill:red" />')],
    ['a link', svg('<use href="#a" />')],
    ['a foreign object', svg('<foreignObject />')],
    ['text content', svg('hello<path d="M1 1" />')],
    ['a different viewBox', svg('<path d="M1 1" />', 'viewBox="0 0 16 16"')],
    ['a root event handler', svg('<path d="M1 1" />', 'viewBox="0 0 24 24" onload="x()"')],
    ['no shapes', svg('')],
  ])('rejects %s', (_label, source) => {
    expect(() => parseSvg(source, 'test')).toThrow();
  });

  it('generated files are up to date with the sources', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(packageDir, 'scripts', 'generate.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
