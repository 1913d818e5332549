// Types for share-pages.mjs, so TypeScript callers (its tests, the e2e spec) get checked signatures.
import type { VariantId } from '@ds/site/data';

export declare const SHARE_IMAGE_WIDTH: 1200;
export declare const SHARE_IMAGE_HEIGHT: 630;
export declare const SHARE_IMAGE_DIR: 'og';

export interface SharePage {
  /** Path relative to the export, `/`-separated. */
  file: string;
  /** The site path it is served at (`/`, `/nz/claims`). */
  path: string;
  title: string;
  description: string;
  canonical: string | null;
  /** The robots meta's content, '' when the page has none. */
  robots: string;
  indexable: boolean;
  variant: VariantId;
  theme: string;
  section: string;
}

export type MetaTag = [attribute: 'property' | 'name', key: string, content: string];

export declare function decodeEntities(text: string): string;
export declare function escapeHtml(text: string): string;
export declare function isNotFoundFile(relative: string): boolean;
export declare function breadcrumbParent(html: string): string | null;
export declare function readPage(html: string, relative: string): SharePage;
export declare function pageUrl(page: Pick<SharePage, 'canonical' | 'variant' | 'path'>): string;
export declare function shareImageFile(pagePath: string): string;
export declare function shareImageUrl(page: Pick<SharePage, 'variant' | 'path'>): string;
export declare function shareTags(page: SharePage): MetaTag[];
export declare function withMetaTags(html: string, tags: readonly MetaTag[]): string;
export declare function hreflangPairs<P extends SharePage>(pages: readonly P[]): { nz: P; au: P }[];
export declare function hreflangLinks(pair: { nz: SharePage; au: SharePage }): string;
export declare function withDocumentLanguage(html: string, lang: string): string;
export declare function withHreflang(html: string, pair: { nz: SharePage; au: SharePage }): string;
