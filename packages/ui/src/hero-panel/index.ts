export { HeroPanel } from './HeroPanel';
export type { HeroPanelAlign, HeroPanelProps } from './HeroPanel';
export { heroArtSizes, heroImageSizes, heroMedia } from './images';
export type { HeroBreakpoint, HeroImageFile, HeroImageFormats, HeroImages } from './images';
