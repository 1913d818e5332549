// Share images (Open Graph and Twitter cards): a 1200x630 PNG per page with the variant's brand bar (its logo's mark
// and words in its theme's colours), the page's section and its title. Satori lays the card out as SVG (Figtree,
// the site's own typeface, from its static .woff files: satori reads no woff2) and sharp turns it into a PNG.
//
// Rendering every page's card takes a while, so each is cached by its content: the key hashes everything the
// picture depends on (title, section, brand words and colours, host, the template's version and the font files), a
// rebuild copies the cards whose key it has seen, and only pages whose title or brand changed are drawn again.
// The cache lives in node_modules/.cache/share-images/ (kept between builds, never committed).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pMap from 'p-map';
import satori from 'satori';
import sharp from 'sharp';
import { variantConfigs } from '@ds/site/data';
import { tokenValue } from '@ds/tokens/tokens';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-pages.mjs';

/** Bump when the card's layout changes: every cached card is then drawn again. */
export const TEMPLATE_VERSION = 1;
/** Satori's layout runs on the main thread and sharp's encoding on libuv's pool: four in flight keeps both busy. */
const IN_FLIGHT = 4;

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/figtree/package.json')), 'files');
let fontCache = null;

/** Figtree regular and bold, and a hash of their bytes (a new font version redraws every card). */
export function fonts() {
  if (!fontCache) {
    const read = (weight) => readFileSync(path.join(fontDir, `figtree-latin-${weight}-normal.woff`));
    const data = [
      { name: 'Figtree', data: read(400), weight: 400, style: 'normal' },
      { name: 'Figtree', data: read(700), weight: 700, style: 'normal' },
    ];
    const hash = createHash('sha256');
    for (const font of data) hash.update(font.data);
    fontCache = { data, hash: hash.digest('hex') };
  }
  return fontCache;
}

const colour = (theme, token) => String(tokenValue(theme, token));

/** What a variant's cards show of its brand: the logo (mark and words), its colours from the theme, its host. */
export function brandOf(variant, theme) {
  const { logo, origin } = variantConfigs[variant];
  return {
    mark: logo.mark,
    name: logo.name,
    descriptor: logo.descriptor ?? '',
    host: new URL(origin).host.replace(/^www\./, ''),
    colours: {
      bar: colour(theme, 'color.brand.primary'),
      onBar: colour(theme, 'color.on-brand.primary'),
      accent: colour(theme, 'color.accent'),
      section: colour(theme, 'color.brand.primary'),
      title: colour(theme, 'color.text.heading'),
      muted: colour(theme, 'color.text.muted'),
      page: colour(theme, 'color.surface.page'),
    },
  };
}

/**
 * The title a card shows: the page title without the brand suffix the site adds (' | Larkspur NZ'), as the brand
 * bar already names it.
 */
export function cardTitle(title, variant) {
  const { name, shortName } = variantConfigs[variant];
  const suffixes = new Set([name, shortName, 'Larkspur Health', 'Larkspur Design System']);
  const at = title.lastIndexOf(' | ');
  return at > 0 && suffixes.has(title.slice(at + 3)) ? title.slice(0, at) : title;
}

/** Everything a card is drawn from. */
export function cardOf(page) {
  const brand = brandOf(page.variant, page.theme);
  // A section that only repeats the brand bar's words ('Gumleaf Health') is left off.
  const logoWords = [brand.name, brand.descriptor].filter(Boolean).join(' ');
  return {
    title: cardTitle(page.title, page.variant),
    section: page.section === logoWords ? '' : page.section,
    brand,
  };
}

/** The cache key of a card: a hash of what it shows, the template's version and the fonts. */
export function cacheKey(card, fontHash = fonts().hash) {
  return createHash('sha256')
    .update(JSON.stringify({ version: TEMPLATE_VERSION, fontHash, card }))
    .digest('hex')
    .slice(0, 32);
}

const el = (type, style, children) => ({ type, props: { style, children } });
const svg = (props, children) => ({ type: 'svg', props: { ...props, children } });

/** The logo's mark (Logo.tsx's artwork), drawn in the bar's colours. */
function markOf(mark, { onBar, accent }) {
  const size = { width: 72, height: 72, viewBox: '0 0 32 32' };
  if (mark === 'gumleaf') {
    return svg(size, [
      { type: 'path', props: { d: 'M6 27C6 14 14 5 27 5c0 13-8 22-21 22z', fill: onBar } },
      { type: 'path', props: { d: 'M6 27 20 12', stroke: accent, strokeWidth: 2.5, strokeLinecap: 'round' } },
    ]);
  }
  return svg(size, [
    { type: 'circle', props: { cx: 16, cy: 6, r: 4, fill: onBar } },
    { type: 'circle', props: { cx: 10, cy: 13, r: 4, fill: onBar } },
    { type: 'circle', props: { cx: 22, cy: 13, r: 4, fill: onBar } },
    { type: 'circle', props: { cx: 16, cy: 19, r: 4, fill: accent } },
    { type: 'path', props: { d: 'M16 22v8', stroke: onBar, strokeWidth: 2.5, strokeLinecap: 'round' } },
  ]);
}

/** The card as satori's element tree. */
export function cardTree({ title, section, brand }) {
  const { colours } = brand;
  return el(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      background: colours.page,
      fontFamily: 'Figtree',
    },
    [
      el(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          height: 144,
          padding: '0 72px',
          background: colours.bar,
          color: colours.onBar,
          fontSize: 52,
        },
        [
          markOf(brand.mark, colours),
          el('div', { display: 'flex', marginLeft: 20, fontWeight: 700 }, brand.name),
          ...(brand.descriptor
            ? [el('div', { display: 'flex', marginLeft: 14, fontWeight: 400 }, brand.descriptor)]
            : []),
        ],
      ),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '60px 72px 0' }, [
        el(
          'div',
          {
            display: 'flex',
            minHeight: 36,
            fontSize: 30,
            fontWeight: 700,
            color: colours.section,
            textTransform: 'uppercase',
            letterSpacing: 2,
            marginBottom: 24,
          },
          section,
        ),
        el(
          'div',
          {
            display: 'block',
            fontSize: 68,
            fontWeight: 700,
            lineHeight: 1.15,
            color: colours.title,
            lineClamp: 3,
          },
          title,
        ),
      ]),
      el(
        'div',
        { display: 'flex', padding: '0 72px 36px', fontSize: 28, color: colours.muted, fontWeight: 400 },
        brand.host,
      ),
      el('div', { display: 'flex', height: 20, background: colours.accent }, []),
    ],
  );
}

/** One card as PNG bytes. */
export async function renderCard(card) {
  const svgText = await satori(cardTree(card), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: fonts().data,
  });
  return sharp(Buffer.from(svgText)).png().toBuffer();
}

/**
 * Writes each job's card (`{ card, target }`, target an absolute file path) from the cache or, when the cache has
 * none, drawn and added to it. Returns how many were drawn and how many came from the cache.
 */
export async function writeCards(jobs, cacheDir) {
  await mkdir(cacheDir, { recursive: true });
  const fontHash = fonts().hash;
  let drawn = 0;
  let cached = 0;
  // Two pages can share a card (same title, section and brand): the card is drawn once and both wait on it, so two
  // writers never race on the same file.
  const cards = new Map();
  const cardFile = (card) => {
    const cacheFile = path.join(cacheDir, `${cacheKey(card, fontHash)}.png`);
    if (!cards.has(cacheFile)) cards.set(cacheFile, ensureCard(card, cacheFile));
    return cards.get(cacheFile);
  };
  const ensureCard = async (card, cacheFile) => {
    if (existsSync(cacheFile)) {
      cached += 1;
      return cacheFile;
    }
    const png = await renderCard(card);
    // Written aside and renamed, so a build stopped halfway never leaves a truncated card in the cache.
    const partial = `${cacheFile}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, cacheFile);
    drawn += 1;
    return cacheFile;
  };
  await pMap(
    jobs,
    async ({ card, target }) => {
      const cacheFile = await cardFile(card);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(cacheFile, target);
    },
    { concurrency: IN_FLIGHT },
  );
  return { drawn, cached };
}
