// What each exported page says about itself (title, description, canonical, robots, variant, theme, section), and
// the tags the build adds to its <head> once the export is finished: the share image (Open Graph and Twitter) and
// the hreflang alternates between a New Zealand page and its Australian counterpart. A layout cannot write these:
// it does not know the page's path (for the image's address) nor whether its counterpart exists and is indexable.
// Every function here is pure; scripts/lib/share-files.mjs reads and writes the export.
import { notFoundPagePrefix } from '@ds/export-files';
import { isVariantId, variantConfigs, variantForPath } from '@ds/site/data';
import { searchSection } from '@ds/site/search';
import { urlPathFor } from './page-weight.mjs';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Where the share images live in the export and on each origin: `/og/<page path>.png`. */
export const SHARE_IMAGE_DIR = 'og';

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of HTML with its character references resolved (React writes `&amp;`, `&#x27;`, `&quot;`). */
export function decodeEntities(text) {
  return text.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi, (whole, hex, dec, name) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text made safe for a double-quoted attribute or element content. */
export function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]) : null;
}

/** The first tag of `head` matching `tagPattern`, e.g. /<meta\s[^>]*name="robots"[^>]*>/. */
const firstTag = (head, tagPattern) => tagPattern.exec(head)?.[0] ?? null;

const headOf = (html) => {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : html.slice(0, end);
};

/** The not-found pages: Next's own two and each part of the site's `page-not-found`. Never indexed. */
export function isNotFoundFile(relative) {
  return relative === '404.html' || relative === '_not-found.html' || notFoundPagePrefix(relative) !== null;
}

/**
 * The parent of the current page in its breadcrumb trail ('Dentists' on a dentist's page), when the trail has one
 * below Home; else null.
 */
export function breadcrumbParent(html) {
  const nav = /<nav\b[^>]*aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/i.exec(html);
  if (!nav) return null;
  const items = [...nav[1].matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((item) =>
    decodeEntities(item[1].replace(/<[^>]*>/g, '')).trim(),
  );
  return items.length >= 3 ? items[items.length - 2] : null;
}

/**
 * One exported page as the share step needs it. The variant is the page's own (`data-variant` on its shell; a
 * page with no chrome, such as the benchmark floor, takes its path's), and so is the theme. The section labelling
 * its share image is its breadcrumb's parent when it has one, else the section the site search files it under.
 */
export function readPage(html, relative) {
  const head = headOf(html);
  const path = urlPathFor(relative);
  const title = decodeEntities(/<title>([^<]*)<\/title>/i.exec(head)?.[1] ?? '').trim();
  const descriptionTag = firstTag(head, /<meta\s[^>]*name="description"[^>]*>/i);
  const robotsTag = firstTag(head, /<meta\s[^>]*name="robots"[^>]*>/i);
  const canonicalTag = firstTag(head, /<link\s[^>]*rel="canonical"[^>]*>/i);
  const robots = robotsTag ? (attribute(robotsTag, 'content') ?? '') : '';
  const variantAttribute = /\sdata-variant="([^"]+)"/.exec(html)?.[1];
  const variant = isVariantId(variantAttribute) ? variantAttribute : variantForPath(path);
  const theme = /\sdata-theme="([^"]+)"/.exec(html)?.[1] ?? variantConfigs[variant].theme;
  return {
    file: relative,
    path,
    title,
    description: descriptionTag ? (attribute(descriptionTag, 'content') ?? '') : '',
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : null,
    robots,
    indexable: !/\bnoindex\b/i.test(robots) && !isNotFoundFile(relative),
    variant,
    theme,
    section: breadcrumbParent(html) ?? searchSection(path),
  };
}

/**
 * The page's address: its canonical when it declares one (resolved against the page's own address, as a relative
 * one is), else its path on its variant's origin.
 */
export function pageUrl(page) {
  const own = `${variantConfigs[page.variant].origin}${page.path}`;
  return page.canonical ? new URL(page.canonical, own).href : own;
}

/** The share image's file in the export: `/` -> og/index.png, `/nz` -> og/nz.png, `/a/b` -> og/a/b.png. */
export function shareImageFile(pagePath) {
  return `${SHARE_IMAGE_DIR}/${pagePath === '/' ? 'index' : pagePath.slice(1)}.png`;
}

/** The share image's absolute address, on the page's variant origin. */
export function shareImageUrl(page) {
  return `${variantConfigs[page.variant].origin}/${shareImageFile(page.path)}`;
}

/** The head tags naming a page's share image; og:image:alt is the page's title. */
export function shareTags(page) {
  const url = escapeHtml(shareImageUrl(page));
  return [
    ['property', 'og:image', url],
    ['property', 'og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['property', 'og:image:alt', escapeHtml(page.title)],
    ['name', 'twitter:image', url],
  ];
}

/**
 * The HTML with `tags` ([attribute, key, content]) added at the end of its head, each unless the page already has
 * a meta tag of that key (so a run over an already processed export changes nothing).
 */
export function withMetaTags(html, tags) {
  const head = headOf(html);
  const missing = tags.filter(
    ([attr, key]) => !new RegExp(`<meta\\s[^>]*${attr}="${key.replace(/[.:]/g, '\\$&')}"`, 'i').test(head),
  );
  if (missing.length === 0) return html;
  const markup = missing
    .map(([attr, key, content]) => `<meta ${attr}="${key}" content="${content}"/>`)
    .join('');
  return html.replace(/<\/head>/i, `${markup}</head>`);
}

/**
 * The HTML with its document language set to `lang` (`en-NZ` on the New Zealand pages). The root layout renders
 * one `<html>` for every variant; each variant's frame declares its own language, and this carries it to the
 * document, where crawlers and the browser's own features (translation, hyphenation, voices) read it. After a
 * client-side navigation the browser keeps it in step (`apps/web/src/chrome/DocumentLanguage.tsx`).
 */
export function withDocumentLanguage(html, lang) {
  return html.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(lang)}"`);
}

/**
 * The New Zealand pages with an Australian counterpart (`/nz/x` and `/x`, `/nz` and `/`), where both pages exist
 * and both are indexable: `[{ nz, au }]` of pages.
 */
export function hreflangPairs(pages) {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const nzPrefix = variantConfigs.nz.pathPrefix;
  const pairs = [];
  for (const nz of pages) {
    if (nz.variant !== 'nz' || !nz.indexable) continue;
    const auPath = nz.path === nzPrefix ? '/' : nz.path.slice(nzPrefix.length);
    const au = byPath.get(auPath);
    if (!au?.indexable || variantConfigs[au.variant].lang !== 'en-AU') continue;
    pairs.push({ nz, au });
  }
  return pairs;
}

/** The alternates both pages of a pair carry; x-default is the Australian page. */
export function hreflangLinks({ nz, au }) {
  const nzUrl = escapeHtml(pageUrl(nz));
  const auUrl = escapeHtml(pageUrl(au));
  return (
    `<link rel="alternate" hreflang="en-NZ" href="${nzUrl}"/>` +
    `<link rel="alternate" hreflang="en-AU" href="${auUrl}"/>` +
    `<link rel="alternate" hreflang="x-default" href="${auUrl}"/>`
  );
}

/** The HTML with the pair's alternates in its head, unless it has hreflang alternates already. */
export function withHreflang(html, pair) {
  if (/<link\s[^>]*hreflang=/i.test(headOf(html))) return html;
  return html.replace(/<\/head>/i, `${hreflangLinks(pair)}</head>`);
}
