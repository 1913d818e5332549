// The catalogue and the generated components must agree, and every icon must be safe, well-formed SVG.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { componentName, parseSvg } from '../scripts/generate.mjs';
import { catalogue, findIcon, iconCategories, iconComponents } from './index';
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

  it('holds several hundred icons, in every category, both System and Graphic', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    for (const category of iconCategories) {
      expect(catalogue.filter((icon) => icon.category === category).length, category).toBeGreaterThan(0);
    }
    expect(catalogue.filter((icon) => icon.type === 'Graphic').length).toBeGreaterThanOrEqual(50);
  });

  it('uses unique kebab-case names', () => {
    const names = catalogue.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses unique Title Case titles', () => {
    const titles = catalogue.map((icon) => icon.title);
    expect(new Set(titles.map((title) => title.toLowerCase())).size).toBe(titles.length);
    for (const title of titles) {
      expect(title).toMatch(
        /^[A-Z][A-Za-z0-9]*( ([A-Z][A-Za-z0-9]*|a|an|and|at|for|in|of|on|the|to|with))*$/,
      );
    }
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

/** Colours written into the markup: only `none` and `currentColor` are allowed, the rest comes from CSS. */
function fixedColours(markup: string): string[] {
  return [...markup.matchAll(/\s(fill|stroke|color|stop-color)="([^"]*)"/g)]
    .map((match) => match[2] ?? '')
    .filter((value) => value !== 'none' && value !== 'currentColor');
}

describe('generated icon components', () => {
  it.each(componentEntries)('%s renders safe, well-formed SVG with no fixed colour', (name, Icon) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    const graphic = findIcon(name)?.type === 'Graphic';
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup).toContain(graphic ? 'viewBox="0 0 48 48"' : 'viewBox="0 0 24 24"');
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/\sstyle=/i);
    expect(markup).not.toMatch(/href=/i);
    expect(fixedColours(markup)).toEqual([]);
    expect(wellFormednessProblems(markup)).toEqual([]);
  });

  it('draws Graphic icons in two colours: lines and a backdrop shape, each set by a theme class', () => {
    const graphics = catalogue.filter((icon) => icon.type === 'Graphic');
    for (const { name } of graphics) {
      const markup = renderToStaticMarkup(createElement(iconComponents[name], { className: 'caller' }));
      expect(markup, name).toMatch(/^<svg[^>]* class="caller"/);
      expect(markup, name).toMatch(/<(circle|rect|ellipse) [^>]*stroke="none"[^>]*class="[^"]+"/);
      expect(markup, name).toMatch(/<g class="[^"]+" transform="translate\(6 6\) scale\(1.5\)"/);
    }
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

  describe('the sprite', () => {
    const sprite = readFileSync(path.join(packageDir, 'src', 'generated', 'sprite.svg'), 'utf8');
    const symbols = new Map(
      [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    /** Each shape's tag and attributes, as written, without the classes only the components carry. */
    const shapes = (markup: string) =>
      [...markup.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\/?>/g)].map(
        ([, tag, attributes = '']) => `${tag} ${attributes.replace(/\s*class="[^"]*"/, '').trim()}`,
      );

    it('is well-formed and holds one symbol per icon, named by the icon', () => {
      expect(wellFormednessProblems(sprite.replace(/<!--[\s\S]*?-->/g, ''))).toEqual([]);
      expect([...symbols.keys()].sort()).toEqual(catalogue.map((icon) => icon.name).sort());
    });

    it.each(catalogue.map((icon) => [icon.name]))(
      'draws %s with the same shapes as its component',
      (name) => {
        const markup = renderToStaticMarkup(
          createElement(iconComponents[name as keyof typeof iconComponents]),
        );
        expect(shapes(symbols.get(name) ?? '')).toEqual(shapes(markup));
      },
    );
  });

  // The check formats every component again (about 4 s of one core): more than the default 5 s on a busy machine.
  it('generated files are up to date with the sources', { timeout: 30_000 }, () => {
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

describe('importing icons by name', () => {
  /** Bundles one import the way an app's bundler would (ES modules, tree shaking) and returns the code. */
  async function bundle(importLine: string): Promise<string> {
    const result = await esbuild.build({
      stdin: { contents: `${importLine}\nexport default used;`, resolveDir: path.join(packageDir, 'src') },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react/jsx-runtime'],
      loader: { '.css': 'local-css' },
      outdir: 'out',
      logLevel: 'silent',
    });
    return result.outputFiles.map((file) => file.text).join('\n');
  }

  it('keeps only the imported System icon', async () => {
    const code = await bundle("import { PhoneIcon as used } from './index';");
    expect(code).toContain('function PhoneIcon');
    expect(code).not.toContain('function SearchIcon');
    expect(code).not.toContain('Phone numbers and call links');
    expect(code.length).toBeLessThan(2_500);
  });

  it('keeps only the imported Graphic icon and its two colour classes', async () => {
    const graphic = catalogue.find((icon) => icon.type === 'Graphic');
    const name = componentName(graphic?.name ?? '');
    const code = await bundle(`import { ${name} as used } from './index';`);
    expect(code).toContain(`function ${name}`);
    expect(code.match(/function [A-Za-z]+Icon\(/g)).toEqual([`function ${name}(`]);
    expect(code).toContain('--icon-graphic-backdrop');
    expect(code).toContain('--icon-graphic-line');
  });
});
