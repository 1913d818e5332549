// Every inner content page of the site (variant home pages live in ../homes.ts), with its product facts filled
// in from the product data (../facts.ts).
import { resolveContent } from '../facts';
import { aboutPages } from './about';
import { foundationPages } from './foundation';
import { guPages } from './gu';
import { healthPages } from './health';
import { helpPages } from './help';
import { internationalPages } from './international';
import { legalPages } from './legal';
import { nzPages } from './nz';
import { productPages } from './products';
import { providerPages } from './providers';
import { shareholderPages } from './shareholders';
import { thrivePages } from './thrive';
import { travelPages } from './travel';
import type { PageContent } from './types';
import { wellbeingPages } from './wellbeing';

export type { PageContent } from './types';

/** The pages as written, placeholders and all: the fact check reads these. */
export const contentPageSources: PageContent[] = [
  ...healthPages,
  ...productPages,
  ...wellbeingPages,
  ...travelPages,
  ...helpPages,
  ...aboutPages,
  ...legalPages,
  ...thrivePages,
  ...foundationPages,
  ...shareholderPages,
  ...providerPages,
  ...nzPages,
  ...guPages,
  ...internationalPages,
];

/** The pages as they render: every placeholder filled from the product data. */
export const contentPages: PageContent[] = contentPageSources.map(resolveContent);

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export function pageByPath(path: string): PageContent | undefined {
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return byPath.get(normalised);
}
