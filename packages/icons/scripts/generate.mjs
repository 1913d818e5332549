// Turns the icon catalogue (catalogue/{system,graphic}/<category>.json: each icon's name, source, title and
// usage) into one React component per icon under src/generated/, plus the metadata list the style guide reads.
// The output is committed and deterministic: `node scripts/generate.mjs --check` fails when it is out of date.
//
// System icons are the source glyph as it is: 24x24, one colour (currentColor). Graphic icons are larger
// illustrations in two colours: the glyph drawn at 1.5x in the theme's line colour over a backdrop shape in the
// theme's accent (both from CSS custom properties, src/graphic.module.css), so no colour is fixed in the SVG.
//
// Sources are parsed strictly: only simple shape elements and presentation attributes pass, so a script,
// an event handler, an inline style or an external reference can never reach the components.
import { readFile, writeFile, readdir, rm, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(packageDir, 'src', 'generated');
const catalogueDir = path.join(packageDir, 'catalogue');
const require = createRequire(import.meta.url);
const lucideDir = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');

const VIEW_BOX = '0 0 24 24';
/** Every icon as a symbol in one file, beside the components (exported as @ds/icons/sprite.svg). */
const SPRITE_FILE = 'sprite.svg';
// Root attributes every icon shares; a source that disagrees is rejected rather than silently changed.
const ROOT_DEFAULTS = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};
const ROOT_IGNORED = new Set(['class', 'xmlns', 'width', 'height']);
const ELEMENTS = new Set(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']);
const ATTRIBUTES = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'fill',
  'stroke-width',
  'fill-rule',
  'clip-rule',
  'transform',
  'opacity',
]);

function fail(source, message) {
  throw new Error(`${source}: ${message}`);
}

/** Parses `a="1" b="2"` into ordered pairs, rejecting anything that is not a plain quoted attribute. */
function parseAttributes(text, source) {
  const pairs = [];
  const pattern = /\s*([A-Za-z][\w:-]*)="([^"<>]*)"\s*/gy;
  let position = 0;
  let match;
  while ((match = pattern.exec(text))) {
    pairs.push([match[1], match[2]]);
    position = pattern.lastIndex;
  }
  if (text.slice(position).trim() !== '') {
    fail(source, `cannot parse attributes near "${text.slice(position, position + 30)}"`);
  }
  const names = pairs.map(([name]) => name);
  if (new Set(names).size !== names.length) fail(source, 'duplicate attribute');
  return pairs;
}

/** Returns the shape children of a flat 24x24 stroke icon, validated against the allowlists. */
export function parseSvg(text, source) {
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, '').trim();
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(withoutComments);
  if (!root) fail(source, 'expected a single <svg> root element');
  const rootAttributes = Object.fromEntries(parseAttributes(root[1], source));
  if (rootAttributes.viewBox !== VIEW_BOX) fail(source, `viewBox must be "${VIEW_BOX}"`);
  for (const [name, value] of Object.entries(rootAttributes)) {
    if (name === 'viewBox' || ROOT_IGNORED.has(name)) continue;
    if (!(name in ROOT_DEFAULTS)) fail(source, `unexpected root attribute "${name}"`);
    if (ROOT_DEFAULTS[name] !== value) fail(source, `root ${name} must be "${ROOT_DEFAULTS[name]}"`);
  }

  const children = [];
  const elementPattern = /\s*<([a-z]+)\b([^<>]*?)\/>\s*/gy;
  const body = root[2];
  let position = 0;
  let match;
  while ((match = elementPattern.exec(body))) {
    position = elementPattern.lastIndex;
    const [, tag, attributeText] = match;
    if (!ELEMENTS.has(tag)) fail(source, `element <${tag}> is not allowed`);
    const attributes = parseAttributes(attributeText, source);
    for (const [name] of attributes) {
      if (!ATTRIBUTES.has(name)) fail(source, `attribute "${name}" on <${tag}> is not allowed`);
    }
    children.push({ tag, attributes });
  }
  if (body.slice(position).trim() !== '') {
    fail(source, `unexpected content near "${body.slice(position, position + 30)}"`);
  }
  if (children.length === 0) fail(source, 'no shapes found');
  return children;
}

export function componentName(name) {
  return `${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Icon`;
}

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

const TYPES = { system: 'System', graphic: 'Graphic' };
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// Title case: capitalised words, with the short joining words in lower case ('Find a Provider').
const TITLE = /^[A-Z][A-Za-z0-9]*( ([A-Z][A-Za-z0-9]*|a|an|and|at|for|in|of|on|the|to|with))*$/;

/** The accent shapes a Graphic icon can sit on, in its 48x48 box; the glyph fills 6..42 on both axes. */
export const BACKDROPS = {
  circle: [
    'circle',
    [
      ['cx', '30'],
      ['cy', '30'],
      ['r', '15'],
    ],
  ],
  square: [
    'rect',
    [
      ['x', '3'],
      ['y', '3'],
      ['width', '28'],
      ['height', '28'],
      ['rx', '7'],
    ],
  ],
  ellipse: [
    'ellipse',
    [
      ['cx', '24'],
      ['cy', '34'],
      ['rx', '21'],
      ['ry', '11'],
    ],
  ],
};

/** A Graphic icon's backdrop shape (filled, never stroked), as the component and the sprite both draw it. */
const backdropShape = (backdrop) => {
  const [tag, attributes] = BACKDROPS[backdrop];
  return { tag, attributes: [...attributes, ['stroke', 'none']] };
};
/** Where a Graphic icon's glyph sits over its backdrop: 1.5x, inside the 48x48 box. */
const GRAPHIC_GLYPH_TRANSFORM = 'translate(6 6) scale(1.5)';

const renderShapes = (children) =>
  children
    .map(({ tag, attributes }) => {
      const props = attributes.map(([key, value]) => `${camelCase(key)}="${value}"`).join(' ');
      return `<${tag} ${props} />`;
    })
    .join('\n');

function renderSystem(name, children, origin) {
  return `// Generated by scripts/generate.mjs from ${origin}. Edit the source and regenerate; do not edit by hand.
import { a11yDefaults } from '../a11y-defaults';
import type { IconProps } from '../types';

export function ${componentName(name)}(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="${VIEW_BOX}"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11yDefaults(props)}
      {...props}
    >
      ${renderShapes(children)}
    </svg>
  );
}
`;
}

function renderGraphic(name, children, origin, backdrop) {
  return `// Generated by scripts/generate.mjs from ${origin} on a ${backdrop} backdrop. Edit the source and regenerate;
// do not edit by hand.
import { a11yDefaults } from '../a11y-defaults';
import { graphicBackdropClass, graphicLinesClass } from '../graphic';
import type { IconProps } from '../types';

export function ${componentName(name)}(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={48}
      height={48}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11yDefaults(props)}
      {...props}
    >
      ${renderShapes([backdropShape(backdrop)]).replace(' />', ' className={graphicBackdropClass} />')}
      <g className={graphicLinesClass} transform="${GRAPHIC_GLYPH_TRANSFORM}" strokeWidth={1.5}>
        ${renderShapes(children)}
      </g>
    </svg>
  );
}
`;
}

const svgShapes = (children) =>
  children
    .map(
      ({ tag, attributes }) => `<${tag} ${attributes.map(([key, value]) => `${key}="${value}"`).join(' ')}/>`,
    )
    .join('');

const LINE_ENDS = 'stroke-linecap="round" stroke-linejoin="round"';

/**
 * Every icon as a <symbol> (id = its name) in one SVG, for pages that show many icons at once (the style guide's
 * catalogue): each icon is then a short `<use href="…#name">` in the page and its payload, not its shapes twice.
 * A page's classes do not reach into another file's symbols, so colours come by inheritance from the <svg> around
 * the <use>: System strokes are its `color`; a Graphic icon's lines are its `color` and its backdrop its `fill`
 * (set them to the theme's --icon-graphic-line and --icon-graphic-backdrop).
 */
function renderSprite(icons) {
  const symbols = icons.map(({ name, type, backdrop, children }) => {
    if (type === 'System') {
      return `<symbol id="${name}" viewBox="${VIEW_BOX}" fill="none" stroke="currentColor" stroke-width="2" ${LINE_ENDS}>${svgShapes(children)}</symbol>`;
    }
    return `<symbol id="${name}" viewBox="0 0 48 48" ${LINE_ENDS}>${svgShapes([backdropShape(backdrop)])}<g fill="none" stroke="currentColor" stroke-width="1.5" transform="${GRAPHIC_GLYPH_TRANSFORM}">${svgShapes(children)}</g></symbol>`;
  });
  // The root's viewBox gives the file a size, which bundlers that import it as an image read.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}">
<!-- Generated by scripts/generate.mjs from catalogue/. Edit the catalogue and regenerate; do not edit by hand. -->
${symbols.join('\n')}
</svg>
`;
}

function renderIndex(names) {
  const sorted = [...names].sort();
  const imports = sorted.map((name) => `import { ${componentName(name)} } from './${componentName(name)}';`);
  const exports = sorted.map((name) => `export { ${componentName(name)} } from './${componentName(name)}';`);
  const entries = sorted.map((name) => `  '${name}': ${componentName(name)},`);
  return `// Generated by scripts/generate.mjs. Edit the catalogue and regenerate; do not edit by hand.
import type { IconComponent } from '../types';
${imports.join('\n')}

${exports.join('\n')}

/** Every generated component by catalogue name (import single icons by name where bundle size matters). */
export const iconComponents = {
${entries.join('\n')}
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof iconComponents;
`;
}

function renderMetadata(icons) {
  const entries = icons.map(({ name, title, type, category, usage }) => ({
    name,
    component: componentName(name),
    title,
    type,
    category,
    usage,
  }));
  return `// Generated by scripts/generate.mjs from catalogue/. Edit the catalogue and regenerate; do not edit by hand.
import type { IconMetadata } from '../metadata';

export const catalogue: readonly IconMetadata[] = ${JSON.stringify(entries, null, 2)};
`;
}

async function readSource(entry, where) {
  if (entry.lucide) {
    const file = path.join(lucideDir, `${entry.lucide}.svg`);
    const text = await readFile(file, 'utf8').catch(() => fail(where, `no lucide icon "${entry.lucide}"`));
    return { text, origin: `lucide-static icons/${entry.lucide}.svg (ISC)` };
  }
  if (entry.svg) {
    const file = path.join(packageDir, 'svg', entry.svg);
    return { text: await readFile(file, 'utf8'), origin: `svg/${entry.svg}` };
  }
  return fail(where, 'needs a "lucide" or "svg" source');
}

/** Every catalogue entry, checked: type from its folder, category from its file, in a stable order. */
async function readCatalogue() {
  const icons = [];
  for (const [folder, type] of Object.entries(TYPES)) {
    const dir = path.join(catalogueDir, folder);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
    for (const file of files) {
      const where = `catalogue/${folder}/${file}`;
      const { category, icons: entries } = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      // The category list lives in src/types.ts; the generated metadata's type check rejects any other.
      if (typeof category !== 'string') fail(where, 'needs a "category"');
      for (const entry of entries) {
        const at = `${where} "${entry.name}"`;
        if (typeof entry.name !== 'string' || !NAME.test(entry.name)) fail(at, 'name is not kebab-case');
        if (typeof entry.title !== 'string' || !TITLE.test(entry.title)) fail(at, 'title is not Title Case');
        const usageOk =
          Array.isArray(entry.usage) &&
          entry.usage.length > 0 &&
          entry.usage.every((line) => typeof line === 'string' && line.trim() !== '');
        if (!usageOk) fail(at, 'usage needs at least one line');
        if (type === 'Graphic' && !(entry.backdrop in BACKDROPS)) {
          fail(at, `backdrop must be one of ${Object.keys(BACKDROPS).join(', ')}`);
        }
        icons.push({ ...entry, type, category, where: at });
      }
    }
  }
  for (const key of ['name', 'title']) {
    const seen = new Map();
    for (const icon of icons) {
      const value = icon[key].toLowerCase();
      if (seen.has(value)) fail(icon.where, `${key} "${icon[key]}" is also used by ${seen.get(value)}`);
      seen.set(value, icon.where);
    }
  }
  return icons;
}

async function format(code, file) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(code, { ...options, filepath: file });
}

/** Builds the full set of output files as a map of absolute path to contents. */
export async function build() {
  const icons = await readCatalogue();
  const files = new Map();
  const sprite = [];
  for (const icon of icons) {
    const { text, origin } = await readSource(icon, icon.where);
    const children = parseSvg(text, origin);
    sprite.push({ ...icon, children });
    const file = path.join(outDir, `${componentName(icon.name)}.tsx`);
    const code =
      icon.type === 'Graphic'
        ? renderGraphic(icon.name, children, origin, icon.backdrop)
        : renderSystem(icon.name, children, origin);
    files.set(file, await format(code, file));
  }
  const indexFile = path.join(outDir, 'index.ts');
  files.set(indexFile, await format(renderIndex(icons.map((icon) => icon.name)), indexFile));
  const metadataFile = path.join(outDir, 'catalogue.ts');
  files.set(metadataFile, await format(renderMetadata(icons), metadataFile));
  files.set(path.join(outDir, SPRITE_FILE), renderSprite(sprite));
  return files;
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await build();
  await mkdir(outDir, { recursive: true });
  const existing = (await readdir(outDir)).map((name) => path.join(outDir, name));
  const stale = existing.filter((file) => !files.has(file));
  const changed = [];
  for (const [file, contents] of files) {
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current !== contents) changed.push(file);
  }
  // Not components: the index, the metadata and the sprite.
  const count = files.size - 3;

  if (check) {
    const problems = [...changed.map((f) => `out of date: ${f}`), ...stale.map((f) => `not generated: ${f}`)];
    if (problems.length > 0) {
      console.error(`${problems.join('\n')}\nRun: node packages/icons/scripts/generate.mjs`);
      process.exit(1);
    }
    console.log(`icons: ${count} components up to date`);
    return;
  }

  for (const file of stale) await rm(file);
  for (const file of changed) await writeFile(file, files.get(file));
  console.log(`icons: ${count} components, ${changed.length} written, ${stale.length} removed`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
