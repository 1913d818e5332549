// What every page inherits from its layout: the title template, its canonical address and share card on its
// variant's own origin, its brand's web app manifest and icons, and the browser's theme colour from the tokens.
// Page-specific share facts (the image, hreflang) are added to the exported HTML by scripts/postbuild.mjs.
import type { Metadata, Viewport } from 'next';
import { tokenValue } from '@ds/tokens/tokens';
import type { ThemeId } from '@ds/tokens/tokens';
import { brand, variantConfigs } from '@ds/site/data';
import type { VariantConfig, VariantId } from '@ds/site/data';

/**
 * Where scripts/build-manifests.mjs writes a brand's manifest and icons (one set per theme a variant uses). The two
 * are kept in step by the e2e spec share-metadata.spec.ts, which fetches what every layout links.
 */
export function brandIconPaths(theme: ThemeId) {
  const dir = `/icons/${theme}`;
  return {
    manifest: `${dir}/manifest.webmanifest`,
    icon: `${dir}/icon.svg`,
    appleTouchIcon: `${dir}/apple-touch-icon.png`,
  };
}

/** Open Graph writes a locale with an underscore (en_AU), where HTML's lang has a hyphen (en-AU). */
export const ogLocale = (lang: VariantConfig['lang']) => lang.replace('-', '_');

interface Brand {
  origin: string;
  siteName: string;
  lang: VariantConfig['lang'];
  theme: ThemeId;
}

/**
 * The share card and icons of every page of one brand on one origin. The canonical and og:url are './', which Next
 * resolves against each page's own path on `metadataBase`; og:title and og:description follow the page's title and
 * description, since this object gives none. A page that sets its own `openGraph` replaces this one wholesale.
 */
function brandMetadata(
  { origin, siteName, lang, theme }: Brand,
  { canonical }: { canonical: boolean },
): Metadata {
  const icons = brandIconPaths(theme);
  return {
    metadataBase: new URL(origin),
    ...(canonical ? { alternates: { canonical: './' } } : {}),
    openGraph: {
      ...(canonical ? { url: './' } : {}),
      type: 'website',
      siteName,
      locale: ogLocale(lang),
    },
    twitter: { card: 'summary_large_image' },
    manifest: icons.manifest,
    icons: { icon: { url: icons.icon, type: 'image/svg+xml' }, apple: icons.appleTouchIcon },
  };
}

/** The browser's colour for a brand's pages (the address bar, the task switcher): its brand colour. */
export function brandViewport(theme: ThemeId): Viewport {
  return { themeColor: String(tokenValue(theme, 'color.brand.primary')) };
}

/** A variant's layout: titles end with the variant's name; every page's addresses are on the variant's origin. */
export function variantMetadata(variant: VariantId): Metadata {
  const { name, shortName, origin, lang, theme } = variantConfigs[variant];
  return {
    title: { template: `%s | ${shortName}`, default: name },
    ...brandMetadata({ origin, siteName: name, lang, theme }, { canonical: true }),
  };
}

export const variantViewport = (variant: VariantId): Viewport => brandViewport(variantConfigs[variant].theme);

/** The main brand's site, which the style guide and the pages outside every variant belong to. */
const MAIN: Brand = {
  origin: variantConfigs.arhi.origin,
  siteName: brand.main,
  lang: variantConfigs.arhi.lang,
  theme: variantConfigs.arhi.theme,
};

/** The style guide: the main brand's, on its origin, with its own title template. */
export const styleGuideMetadata: Metadata = {
  title: { template: `%s | ${brand.mainShort} Design System`, default: 'Design system' },
  ...brandMetadata({ ...MAIN, siteName: `${brand.mainShort} Design System` }, { canonical: true }),
};

/**
 * The root layout, under every page: the main brand's card and icons but no canonical address. The only pages
 * directly under it are the export's 404 fallback and the benchmark floor, neither of them to be indexed; every
 * other page's group layout adds the canonical for its own origin.
 */
export const rootMetadata: Metadata = {
  title: { template: `%s | ${brand.main}`, default: brand.main },
  description: `${brand.main}: health, travel and overseas visitor cover for Australians and New Zealanders.`,
  ...brandMetadata(MAIN, { canonical: false }),
};

export const mainViewport: Viewport = brandViewport(MAIN.theme);
