// Types for share-images.mjs, so TypeScript callers (its tests) get checked signatures.
import type { VariantId } from '@ds/site/data';
import type { SharePage } from './share-pages.mjs';

export interface ShareBrand {
  mark: 'larkspur' | 'gumleaf';
  name: string;
  descriptor: string;
  host: string;
  colours: Record<'bar' | 'onBar' | 'accent' | 'section' | 'title' | 'muted' | 'page', string>;
}
export interface ShareCard {
  title: string;
  section: string;
  brand: ShareBrand;
}

export declare const TEMPLATE_VERSION: number;
export declare function fonts(): {
  data: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
  hash: string;
};
export declare function brandOf(variant: VariantId, theme: string): ShareBrand;
export declare function cardTitle(title: string, variant: VariantId): string;
export declare function cardOf(page: SharePage): ShareCard;
export declare function cacheKey(card: ShareCard, fontHash?: string): string;
export declare function cardTree(card: ShareCard): unknown;
export declare function renderCard(card: ShareCard): Promise<Buffer>;
export declare function writeCards(
  jobs: readonly { card: ShareCard; target: string }[],
  cacheDir: string,
): Promise<{ drawn: number; cached: number }>;
