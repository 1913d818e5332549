// A variant's search page (its `searchPath`): the heading, the search, and the popular pages it suggests when
// there is nothing else to show. Framed and themed by the variant's layout, so a search reached from a part of
// the site looks like that part. The second brand's search looks only at its own pages.
import { brand, variantConfigs } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { Container, Heading, Link, Text } from '@ds/ui';
import { noIndexFollow } from '@/chrome/no-index';
import { SiteSearch } from './SiteSearch';
import styles from './SiteSearch.module.css';

export type SearchVariant = 'arhi' | 'gu';

const POPULAR_PAGES: Record<SearchVariant, readonly { label: string; href: string }[]> = {
  arhi: [
    { label: 'Compare health insurance', href: '/health-insurance' },
    { label: 'Get a quote', href: '/health-insurance/join/welcome' },
    { label: 'Find a provider', href: '/find-a-provider' },
    {
      label: 'Lifetime Health Cover',
      href: '/health-information/healthcare-in-australia/lifetime-health-cover',
    },
    { label: 'Travel insurance', href: '/travel-insurance' },
    { label: 'Help centre', href: '/help' },
  ],
  gu: [
    { label: 'Our cover', href: '/gu/our-cover' },
    { label: 'Hospital cover', href: '/gu/hospital-cover' },
    { label: 'Extras cover', href: '/gu/extras-cover' },
    { label: 'How to claim', href: '/gu/how-to-claim' },
    { label: 'Find a provider', href: '/gu/find-a-provider' },
    { label: 'Contact us', href: '/gu/contact-us' },
  ],
};

const SEARCH_INTRO: Record<SearchVariant, string> = {
  arhi: 'Search our cover, help topics, health information and the rest of the site.',
  gu: `Search ${brand.gu}’s cover, claiming and help pages.`,
};

export function searchMetadata(variant: VariantId) {
  return {
    title: 'Search',
    description:
      variant === 'gu'
        ? `Search ${brand.gu}’s pages: cover, claiming and help.`
        : `Search every page of ${brand.main}: cover, help, health information and more.`,
    // A page of results is no page for a search engine, nor for the site's own index.
    ...noIndexFollow,
  };
}

export function SearchPage({ variant }: { variant: SearchVariant }) {
  const action = variantConfigs[variant].searchPath ?? '/search';
  return (
    <Container>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          Search
        </Heading>
        <Text size="lg">{SEARCH_INTRO[variant]}</Text>
      </div>
      <SiteSearch
        action={action}
        brand={variant === 'gu' ? 'gu' : 'main'}
        suggestions={
          <section className={styles.suggestions} aria-labelledby="popular-pages">
            <Heading level={2} size="xl" id="popular-pages">
              Popular pages
            </Heading>
            <ul>
              {POPULAR_PAGES[variant].map((page) => (
                <li key={page.href}>
                  <Link href={page.href}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        }
      />
    </Container>
  );
}
