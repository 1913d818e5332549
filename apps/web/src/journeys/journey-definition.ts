// What every multi-step journey (the health quote, the travel, overseas and New Zealand quotes, the plan management
// sign-up, the foundation's application) is described by: its steps in order and where each one's page is. Each
// step is a page of its own, so Back, Forward and a reload keep the visitor's place.
import { noIndex } from '@/chrome/no-index';

export interface JourneyStep<Id extends string = string> {
  id: Id;
  title: string;
}

export interface JourneyDefinition<Id extends string = string> {
  /** The journey's name, the page's heading ('Get a travel insurance quote'). */
  title: string;
  /** One sentence under the heading: the steps, and that nothing is owed. */
  lead: string;
  /** The stepper's accessible name ('Quote progress'). */
  progressLabel: string;
  steps: readonly JourneyStep<Id>[];
  /** The address of a step's page. */
  href: (id: Id) => string;
}

/** A step's position in its journey (-1 when it is not one of its steps). */
export const stepPosition = <Id extends string>(journey: JourneyDefinition<Id>, id: Id) =>
  journey.steps.findIndex((step) => step.id === id);

/** The pages of the steps before and after `id` (undefined at either end), for Back and Continue. */
export function neighbourHrefs<Id extends string>(journey: JourneyDefinition<Id>, id: Id) {
  const index = stepPosition(journey, id);
  const previous = journey.steps[index - 1];
  const next = journey.steps[index + 1];
  return {
    previousHref: previous ? journey.href(previous.id) : undefined,
    nextHref: next ? journey.href(next.id) : undefined,
  };
}

/**
 * The furthest step a visitor may open: the first with something left to answer, or the last. `hasProblems` says
 * whether a step's answers are incomplete or wrong.
 */
export function furthestOpen<Id extends string>(
  journey: JourneyDefinition<Id>,
  hasProblems: (id: Id) => boolean,
): number {
  const blocked = journey.steps.findIndex((step) => hasProblems(step.id));
  return blocked === -1 ? journey.steps.length - 1 : blocked;
}

/**
 * The metadata of a step's page. The first step is the journey's page to be found, titled with the journey's name;
 * later steps are the journey part-way through, not for search engines, titled as their heading says ('Step 3 of
 * 5: Arrival and length of cover'), which keeps a title within 70 characters after the site's name.
 */
export function journeyStepMetadata<Id extends string>(journey: JourneyDefinition<Id>, id: Id) {
  const index = stepPosition(journey, id);
  if (index <= 0) return { title: journey.title, description: journey.lead };
  const step = journey.steps[index]!;
  return {
    title: `Step ${index + 1} of ${journey.steps.length}: ${step.title}`,
    description: journey.lead,
    ...noIndex,
  };
}
