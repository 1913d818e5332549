// A web app manifest and icon set for each brand (each theme a variant uses: main, foundation, thrive, gu), drawn
// from the brand's logo mark on its brand colour, every colour read from the built tokens. The layouts link them by
// the paths apps/web/src/chrome/metadata.ts gives (`brandIconPaths`): /icons/<theme>/...
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The logo marks' shapes in a 32-unit square, as packages/site/src/logo/Logo.tsx draws them, each with its colour
 * role there: `fill` and `line` are the brand colour, `accent` the accent. manifests.test.ts checks they still
 * match the logo.
 */
export const MARK_SHAPES = {
  larkspur: [
    { role: 'fill', element: 'circle', attributes: { cx: 16, cy: 6, r: 4 } },
    { role: 'fill', element: 'circle', attributes: { cx: 10, cy: 13, r: 4 } },
    { role: 'fill', element: 'circle', attributes: { cx: 22, cy: 13, r: 4 } },
    { role: 'accent', element: 'circle', attributes: { cx: 16, cy: 19, r: 4 } },
    { role: 'line', element: 'path', attributes: { d: 'M16 22v8' } },
  ],
  gumleaf: [
    { role: 'fill', element: 'path', attributes: { d: 'M6 27C6 14 14 5 27 5c0 13-8 22-21 22z' } },
    { role: 'line', element: 'path', attributes: { d: 'M6 27 20 12' } },
  ],
};

/**
 * The icons of a brand. `scale` is the mark's share of the icon's width. A maskable icon is full-bleed and keeps the
 * mark inside the safe zone (the centred circle of 40% radius that every mask shape keeps): at 0.6 the marks'
 * farthest points stay within it. The Apple icon is full-bleed too, since iOS rounds the corners itself and shows
 * transparency as black.
 */
export const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', rounded: true, scale: 0.75 },
  { file: 'icon-512.png', size: 512, purpose: 'any', rounded: true, scale: 0.75 },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', rounded: false, scale: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple', rounded: false, scale: 0.7 },
];

/** The vector icon pages link as their favicon (browsers that take SVG icons; /favicon.ico covers the rest). */
export const SVG_ICON = { file: 'icon.svg', rounded: true, scale: 0.75 };

export const MANIFEST_FILE = 'manifest.webmanifest';

/** The public folder of every brand's manifest and icons. Keep in step with `brandIconPaths` in chrome/metadata.ts. */
export const ICON_ROOT = '/icons';
export const brandIconDir = (theme) => `${ICON_ROOT}/${theme}`;

/**
 * One record per brand: the theme and logo of the variant with the shortest path prefix among those in that theme
 * (the main brand's is the site's root), and its name, home and language.
 */
export function brandsOf(variantConfigs) {
  const byTheme = new Map();
  for (const config of Object.values(variantConfigs)) {
    const seen = byTheme.get(config.theme);
    if (!seen || config.pathPrefix.length < seen.pathPrefix.length) byTheme.set(config.theme, config);
  }
  return [...byTheme.values()].map((config) => ({
    theme: config.theme,
    name: config.name,
    shortName: config.shortName,
    homePath: config.homePath,
    lang: config.lang,
    mark: config.logo.mark,
  }));
}

/** The colours of a brand's icons and manifest, from its theme's tokens (`tokenValue` of @ds/tokens/tokens). */
export function brandColours(theme, tokenValue) {
  const token = (name) => String(tokenValue(theme, name));
  return {
    background: token('color.brand.primary'),
    foreground: token('color.on-brand.primary'),
    accent: token('color.accent'),
    page: token('color.surface.page'),
  };
}

const attributesOf = (attributes) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

/** A brand's icon as SVG: its mark, in the colours it takes on the brand colour, on a square of that colour. */
export function iconSvg(mark, colours, { rounded, scale }) {
  const paint = {
    fill: `fill="${colours.foreground}"`,
    accent: `fill="${colours.accent}"`,
    line: `fill="none" stroke="${colours.foreground}" stroke-width="2.5" stroke-linecap="round"`,
  };
  const shapes = MARK_SHAPES[mark]
    .map(({ role, element, attributes }) => `<${element} ${attributesOf(attributes)} ${paint[role]}/>`)
    .join('');
  const offset = 16 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32"${rounded ? ' rx="7"' : ''} fill="${colours.background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${shapes}</g></svg>`
  );
}

/** A brand's manifest: its name, home, colours and the icons a browser may install it with. */
export function manifestOf(brand, colours) {
  const dir = brandIconDir(brand.theme);
  return {
    name: brand.name,
    short_name: brand.shortName,
    id: brand.homePath,
    start_url: brand.homePath,
    scope: brand.homePath,
    // The site is a set of pages with links between the brands: an installed one keeps a back button and its address.
    display: 'minimal-ui',
    lang: brand.lang,
    theme_color: colours.background,
    background_color: colours.page,
    icons: [
      ...ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: `${dir}/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      { src: `${dir}/${SVG_ICON.file}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Draws an icon's SVG at `size` pixels square. */
async function png(svg, size) {
  // 72 dpi draws the 32-unit square at 32 px; the density makes librsvg draw it at the size asked, crisp.
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * Writes every brand's manifest and icons under `publicDir`/icons (replacing what was there, so a brand that has
 * gone leaves nothing behind). Returns the files written, relative to `publicDir`.
 */
export async function writeBrandIcons({ publicDir, variantConfigs, tokenValue }) {
  await rm(path.join(publicDir, ICON_ROOT), { recursive: true, force: true });
  const written = [];
  for (const brand of brandsOf(variantConfigs)) {
    const colours = brandColours(brand.theme, tokenValue);
    const dir = brandIconDir(brand.theme);
    await mkdir(path.join(publicDir, dir), { recursive: true });
    const files = [
      [SVG_ICON.file, iconSvg(brand.mark, colours, SVG_ICON)],
      [MANIFEST_FILE, `${JSON.stringify(manifestOf(brand, colours), null, 2)}\n`],
      ...(await Promise.all(
        ICONS.map(async (icon) => [icon.file, await png(iconSvg(brand.mark, colours, icon), icon.size)]),
      )),
    ];
    for (const [file, bytes] of files) {
      await writeFile(path.join(publicDir, dir, file), bytes);
      written.push(`${dir}/${file}`.slice(1));
    }
  }
  return written;
}
