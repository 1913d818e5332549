// The site's hero artwork: the drawings in apps/web/art/hero and the HeroPanel images of each, listed from the
// same rendition file the build rasterises them with (scripts/rasterise-art.mjs), so every URL exists.
import type { HeroBreakpoint, HeroImageFile, HeroImages } from '@ds/ui/hero-panel';
import renditions from '../../art/hero/renditions.json';

/** One calm landscape per audience, each drawn for the mobile, tablet and desktop ratios. */
export const heroArtworks = ['coast', 'skyline', 'ranges', 'journey', 'grove', 'bloom', 'gumleaf'] as const;
export type HeroArtwork = (typeof heroArtworks)[number];

/** The pixel widths each breakpoint's drawing is rasterised at. */
export const heroRenditionWidths: Record<HeroBreakpoint, readonly number[]> = renditions.widths;

function files(artwork: HeroArtwork, breakpoint: HeroBreakpoint, format: 'avif' | 'webp'): HeroImageFile[] {
  return renditions.widths[breakpoint].map((width) => ({
    src: `${renditions.publicPath}/${artwork}-${breakpoint}-${width}.${format}`,
    width,
  }));
}

export function heroArt(artwork: HeroArtwork): HeroImages {
  const formats = (breakpoint: HeroBreakpoint) => ({
    avif: files(artwork, breakpoint, 'avif'),
    webp: files(artwork, breakpoint, 'webp'),
  });
  return { mobile: formats('mobile'), tablet: formats('tablet'), desktop: formats('desktop') };
}
