// Where a page sits, as a schema.org BreadcrumbList: the variant's home, each page above it that the site has, and
// the page itself, every item an absolute URL on the variant's origin. Pages that show a trail (the provider
// pages) give the trail they show; the rest get theirs from their path and the content pages' titles.
import { variantConfigs, variantForPath } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { pageByPath } from '@/content/pages';
import { absoluteUrl } from './organization';

export interface TrailStep {
  name: string;
  /** A site path ('/health-insurance') or a path with its query ('/find-a-provider?service=dental'). */
  path: string;
}

/**
 * The trail of a page below a home: Home, each ancestor path that is a content page (named by its title), then the
 * page. Ancestors with no page of their own ('/health-insurance/join') are left out: a crumb must lead somewhere.
 */
export function trailOf(path: string, title: string): TrailStep[] {
  const { homePath, pathPrefix } = variantConfigs[variantForPath(path)];
  const segments = path.slice(pathPrefix.length).split('/').filter(Boolean);
  const ancestors = segments.slice(0, -1).flatMap((_, index) => {
    const ancestor = `${pathPrefix}/${segments.slice(0, index + 1).join('/')}`;
    const page = ancestor === homePath ? undefined : pageByPath(ancestor);
    return page ? [{ name: page.title, path: ancestor }] : [];
  });
  return [{ name: 'Home', path: homePath }, ...ancestors, { name: title, path }];
}

/** A trail as a BreadcrumbList; null for a trail of one step (a home has none). */
export function breadcrumbListJsonLd(variant: VariantId, trail: readonly TrailStep[]) {
  if (trail.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(variant, step.path),
    })),
  };
}
