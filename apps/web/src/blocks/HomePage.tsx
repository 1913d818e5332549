// A variant's home page: hero, the audience's main destinations, then short explanatory sections.
import type { HomeContent } from '../content/types';
import { CardGrid } from './CardGrid';
import { ContentSections } from './ContentSections';
import { Hero } from './Hero';

export function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <Hero
        art={content.art}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        primaryCta={content.primaryCta}
        secondaryCta={content.secondaryCta}
      />
      <CardGrid heading={content.cardsHeading} cards={content.cards} />
      <ContentSections sections={content.sections} />
    </>
  );
}
