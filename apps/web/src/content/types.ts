// The shape of page content: typed data rendered by the page blocks, so copy lives apart from layout.
import type { HeroArtwork } from '../art/hero-art';

export interface ContentLink {
  label: string;
  href: string;
}

export interface ContentCard {
  title: string;
  body: string;
  href: string;
  linkLabel: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  links?: ContentLink[];
}

export interface HomeContent {
  /** The hero artwork drawn for this audience. */
  art: HeroArtwork;
  /** Short line above the main heading naming the audience. */
  eyebrow: string;
  title: string;
  lead: string;
  primaryCta: ContentLink;
  secondaryCta?: ContentLink;
  cardsHeading: string;
  cards: ContentCard[];
  sections: ContentSection[];
}
