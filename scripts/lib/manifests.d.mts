// Types for manifests.mjs.
import type { ThemeId, TokenPath, TokenValue } from '@ds/tokens/tokens';
import type { VariantConfig, VariantId } from '@ds/site/data';

export type MarkName = VariantConfig['logo']['mark'];
export interface MarkShape {
  role: 'fill' | 'accent' | 'line';
  element: 'circle' | 'path';
  attributes: Record<string, string | number>;
}
export declare const MARK_SHAPES: Record<MarkName, readonly MarkShape[]>;

export interface IconSpec {
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple';
  rounded: boolean;
  scale: number;
}
export declare const ICONS: readonly IconSpec[];
export declare const SVG_ICON: { file: string; rounded: boolean; scale: number };
export declare const MANIFEST_FILE: string;
export declare const ICON_ROOT: string;
export declare function brandIconDir(theme: ThemeId): string;

export interface BrandRecord {
  theme: ThemeId;
  name: string;
  shortName: string;
  homePath: string;
  lang: VariantConfig['lang'];
  mark: MarkName;
}
export declare function brandsOf(variantConfigs: Record<VariantId, VariantConfig>): BrandRecord[];

export interface BrandColours {
  background: string;
  foreground: string;
  accent: string;
  page: string;
}
export type TokenReader = (theme: ThemeId, path: TokenPath) => TokenValue;
export declare function brandColours(theme: ThemeId, tokenValue: TokenReader): BrandColours;
export declare function iconSvg(
  mark: MarkName,
  colours: BrandColours,
  options: { rounded: boolean; scale: number },
): string;

export interface WebAppManifest {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}
export declare function manifestOf(brand: BrandRecord, colours: BrandColours): WebAppManifest;
export declare function writeBrandIcons(options: {
  publicDir: string;
  variantConfigs: Record<VariantId, VariantConfig>;
  tokenValue: TokenReader;
}): Promise<string[]>;
