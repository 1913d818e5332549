// Every journey's pages are titled so the title stays within 70 characters after the longest site name
// (' | Larkspur Overseas Visitors', 29), and only a journey's first page is for search engines.
import { describe, expect, it } from 'vitest';
import { applyJourney } from '@/foundation-apply/journey';
import { nzQuoteJourney } from '@/nz-quote/journey';
import { OVERSEAS_QUOTE_VARIANTS, overseasJourney } from '@/overseas/journey';
import type { OverseasVariant } from '@/overseas/journey';
import { signUpJourney } from '@/plan-management/journey';
import { healthQuoteJourney } from '@/quote/journey';
import { travelQuoteJourney } from '@/travel-quote/journey';
import { journeyStepMetadata, neighbourHrefs } from './journey-definition';
import type { JourneyDefinition } from './journey-definition';

// Each journey's steps are its own ids; here they are read alike.
const journeys = [
  healthQuoteJourney,
  travelQuoteJourney,
  nzQuoteJourney,
  signUpJourney,
  applyJourney,
  ...(Object.keys(OVERSEAS_QUOTE_VARIANTS) as OverseasVariant[]).map(overseasJourney),
] as unknown as JourneyDefinition[];

describe.each(journeys.map((journey) => [journey.href(journey.steps[0]!.id), journey] as const))(
  'the journey at %s',
  (_first, journey) => {
    it('titles its first page with its name, to be found, and later steps as their heading, not indexed', () => {
      const [first, second] = journey.steps;
      expect(journeyStepMetadata(journey, first!.id)).toEqual({
        title: journey.title,
        description: journey.lead,
      });
      expect(journeyStepMetadata(journey, second!.id)).toEqual({
        title: `Step 2 of ${journey.steps.length}: ${second!.title}`,
        description: journey.lead,
        robots: { index: false },
        alternates: { canonical: null },
      });
    });

    it('keeps every title within 70 characters with the longest site name', () => {
      for (const step of journey.steps) {
        expect(
          `${journeyStepMetadata(journey, step.id).title} | Larkspur Overseas Visitors`.length,
        ).toBeLessThanOrEqual(70);
      }
    });

    it('has no Back on its first step and no Continue address on its last', () => {
      expect(neighbourHrefs(journey, journey.steps[0]!.id).previousHref).toBeUndefined();
      expect(neighbourHrefs(journey, journey.steps.at(-1)!.id).nextHref).toBeUndefined();
      expect(neighbourHrefs(journey, journey.steps[0]!.id).nextHref).toBe(journey.href(journey.steps[1]!.id));
    });
  },
);
