// The breadcrumb trail of a page with a route of its own (a document, a journey's first step, a help page built in
// its route), from its path and title, as the content pages' trails are (breadcrumbs.ts).
import { variantForPath } from '@ds/site/data';
import type { JourneyDefinition } from '@/journeys/journey-definition';
import { stepPosition } from '@/journeys/journey-definition';
import { JsonLd } from './JsonLd';
import { breadcrumbListJsonLd, trailOf } from './breadcrumbs';

export function TrailJsonLd({ path, title }: { path: string; title: string }) {
  const breadcrumbs = breadcrumbListJsonLd(variantForPath(path), trailOf(path, title));
  return breadcrumbs ? <JsonLd data={breadcrumbs} /> : null;
}

/**
 * A journey's trail, on its first step only: the later steps are the journey part-way through, kept out of search
 * engines (journeyStepMetadata), so nothing would read theirs.
 */
export function JourneyTrailJsonLd<Id extends string>({
  journey,
  step,
}: {
  journey: JourneyDefinition<Id>;
  step: Id;
}) {
  if (stepPosition(journey, step) !== 0) return null;
  return <TrailJsonLd path={journey.href(step)} title={journey.title} />;
}
