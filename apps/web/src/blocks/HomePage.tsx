// A variant's home page: hero, the audience's main destinations, then short explanatory sections; for search
// engines, the insurer behind the variant as structured data.
import type { VariantId } from '@ds/site/data';
import type { HomeContent } from '../content/types';
import { JsonLd } from '../structured-data/JsonLd';
import { organizationJsonLd } from '../structured-data/organization';
import { CardGrid } from './CardGrid';
import { ContentSections } from './ContentSections';
import { Hero } from './Hero';

export function HomePage({ variant, content }: { variant: VariantId; content: HomeContent }) {
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
      <JsonLd data={organizationJsonLd(variant)} />
    </>
  );
}
