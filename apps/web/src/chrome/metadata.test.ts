import { describe, expect, it } from 'vitest';
import { siteOrigin, VARIANT_IDS, variantConfigs } from '@ds/site/data';
import { tokenValue } from '@ds/tokens/tokens';
import {
  brandIconPaths,
  rootMetadata,
  styleGuideMetadata,
  variantMetadata,
  variantViewport,
} from './metadata';
import { noIndex, noIndexFollow } from './no-index';

describe('variantMetadata', () => {
  it.each(VARIANT_IDS)(
    'puts every %s page’s canonical and og:url at its own path on the variant’s origin',
    (id) => {
      const metadata = variantMetadata(id);
      expect(String(metadata.metadataBase)).toBe(`${variantConfigs[id].origin}/`);
      expect(metadata.alternates).toEqual({ canonical: './' });
      expect(metadata.openGraph).toMatchObject({
        url: './',
        type: 'website',
        siteName: variantConfigs[id].name,
      });
      expect(metadata.twitter).toEqual({ card: 'summary_large_image' });
    },
  );

  it('gives the NZ pages their own origin and New Zealand English, the rest Australian English', () => {
    expect(String(variantMetadata('nz').metadataBase)).toBe(`${siteOrigin.nz}/`);
    expect(variantMetadata('nz').openGraph).toMatchObject({ locale: 'en_NZ' });
    expect(variantMetadata('arhi').openGraph).toMatchObject({ locale: 'en_AU' });
    expect(variantMetadata('gu').openGraph).toMatchObject({ locale: 'en_AU' });
  });

  it.each(VARIANT_IDS)('states the %s pages’ language as their frame does (lang)', (id) => {
    expect(variantMetadata(id).openGraph).toMatchObject({
      locale: variantConfigs[id].lang.replace('-', '_'),
    });
  });

  it.each(VARIANT_IDS)('links the %s variant’s brand manifest and icons, and its brand colour', (id) => {
    const { theme } = variantConfigs[id];
    const metadata = variantMetadata(id);
    expect(metadata.manifest).toBe(`/icons/${theme}/manifest.webmanifest`);
    expect(metadata.icons).toMatchObject({ apple: `/icons/${theme}/apple-touch-icon.png` });
    expect(variantViewport(id).themeColor).toBe(tokenValue(theme, 'color.brand.primary'));
  });

  it('gives each brand its own manifest: Gumleaf, the foundation and Thrive apart from the main brand', () => {
    expect(variantMetadata('gu').manifest).toBe(brandIconPaths('gu').manifest);
    expect(variantMetadata('foundation').manifest).toBe(brandIconPaths('foundation').manifest);
    expect(variantMetadata('thrive').manifest).toBe(brandIconPaths('thrive').manifest);
    expect(variantMetadata('nz').manifest).toBe(brandIconPaths('main').manifest);
  });
});

describe('the style guide and the root layout', () => {
  it('puts the style guide’s canonical addresses on the main brand’s origin', () => {
    expect(String(styleGuideMetadata.metadataBase)).toBe(`${siteOrigin.main}/`);
    expect(styleGuideMetadata.alternates).toEqual({ canonical: './' });
    expect(styleGuideMetadata.openGraph).toMatchObject({ url: './', locale: 'en_AU' });
  });

  it('gives the pages under the root layout alone (404, benchmark floor) no canonical', () => {
    expect(rootMetadata.alternates).toBeUndefined();
    expect(rootMetadata.openGraph).not.toHaveProperty('url');
    expect(rootMetadata.manifest).toBe(brandIconPaths('main').manifest);
  });
});

describe('noIndex', () => {
  it('keeps a page out of search engines and drops the canonical a layout would give it', () => {
    expect(noIndex).toEqual({ robots: { index: false }, alternates: { canonical: null } });
    expect({ ...variantMetadata('arhi'), ...noIndex }.alternates).toEqual({ canonical: null });
  });

  it('lets a page of search results keep its links followed', () => {
    expect(noIndexFollow).toEqual({
      robots: { index: false, follow: true },
      alternates: { canonical: null },
    });
  });
});
