// The hero's artwork contract: the size each breakpoint's image is drawn at, the viewport each one serves
// (from the token breakpoints) and the image files a caller supplies, turned into <source> attributes.
import { breakpoints, defaultTheme, tokenValue } from '@ds/tokens/tokens';

export type HeroBreakpoint = 'mobile' | 'tablet' | 'desktop';

/** One rendition of an artwork: its URL and its width in pixels. */
export interface HeroImageFile {
  src: string;
  width: number;
}

/** The renditions of one breakpoint's artwork in each format, any order. */
export interface HeroImageFormats {
  avif: readonly HeroImageFile[];
  webp: readonly HeroImageFile[];
}

export type HeroImages = Record<HeroBreakpoint, HeroImageFormats>;

/**
 * The intrinsic size (so the aspect ratio) each breakpoint's artwork is drawn at. Mobile and tablet are the
 * SPEC ratios; desktop is a wide banner as wide as the hero can grow (--hero-max-width). The stylesheet
 * repeats these ratios as aspect-ratio, so the space is reserved before any image arrives.
 */
export const heroArtSizes = {
  mobile: { width: 320, height: 250 },
  tablet: { width: 640, height: 280 },
  desktop: { width: 2000, height: 640 },
} as const satisfies Record<HeroBreakpoint, { width: number; height: number }>;

/**
 * The viewports each artwork serves, as the named media queries the stylesheet uses: tablet from sm (the tall
 * phone drawing stretched past sm would fill a whole screen, at 200% zoom too), desktop from xl (where the
 * desktop header starts). Mobile is everything below sm, so its sources need no query: the browser takes the
 * first <source> that matches.
 */
export const heroMedia = {
  tablet: `(min-width: ${breakpoints.sm}px)`,
  desktop: `(min-width: ${breakpoints.xl}px)`,
} as const;

const heroMaxWidth = String(tokenValue(defaultTheme, 'hero.max-width'));

/** How wide the image is drawn: the whole viewport, up to the hero's maximum width. */
export const heroImageSizes = `(min-width: ${heroMaxWidth}) ${heroMaxWidth}, 100vw`;

/** A srcset with width descriptors, narrowest first. */
export function srcSet(files: readonly HeroImageFile[]): string {
  return [...files]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${file.src} ${file.width}w`)
    .join(', ');
}
