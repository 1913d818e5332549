// A site's 'Find a provider' page: its words (title, lead, and what the network is, from content/pages) around the
// one search, configured for the site: the main brand's and the second brand's search the Australian directory,
// each with its own network; New Zealand's searches its own directory, or says how to find a provider by phone
// when there is none to search.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { brand, phone } from '@ds/site/data';
import { PhoneLink } from '@ds/site';
import type { ProviderService } from '@ds/providers/services';
import { Alert, Heading } from '@ds/ui';
import { ContentPage } from '@/blocks/ContentPage';
import { pageByPath } from '@/content/pages';
import { FindAProvider } from './FindAProvider';
import type { FindAProviderProps } from './FindAProvider';
import { directoryFacts } from './directory-facts';
import styles from './FindAProviderPage.module.css';

export type ProviderSite = 'main' | 'gu' | 'nz';

export const PROVIDER_PAGE_PATHS: Record<ProviderSite, string> = {
  main: '/find-a-provider',
  gu: '/gu/find-a-provider',
  nz: '/nz/find-a-provider',
};

/** The services offered as links before a place is given: the ones members look for most. */
const POPULAR_SERVICES: readonly ProviderService[] = ['dental', 'optical', 'physiotherapy', 'gp-telehealth'];

function searchProps(site: ProviderSite): Omit<FindAProviderProps, 'languages' | 'network'> & {
  networkId: 'first-choice' | 'gumleaf-preferred';
} {
  switch (site) {
    case 'gu':
      return {
        directory: { brand: 'gu', country: 'au' },
        networkId: 'gumleaf-preferred',
        popularServices: POPULAR_SERVICES,
        linkToPages: false,
        whereField: 'address',
        examplePlace: 'Parramatta 2150',
      };
    case 'nz':
      return {
        directory: { brand: 'main', country: 'nz' },
        // New Zealand's providers belong to no network; the option shows only where a provider is in one.
        networkId: 'first-choice',
        popularServices: POPULAR_SERVICES,
        linkToPages: false,
        whereField: 'text',
        examplePlace: 'Petone',
      };
    default:
      return {
        directory: { brand: 'main', country: 'au' },
        networkId: 'first-choice',
        popularServices: POPULAR_SERVICES,
        linkToPages: true,
        whereField: 'address',
        examplePlace: 'Parramatta 2150',
      };
  }
}

export function findAProviderMetadata(site: ProviderSite): Metadata {
  const page = pageByPath(PROVIDER_PAGE_PATHS[site]);
  // The page is the same for every search (results are drawn in the browser), so it is indexed once, as itself.
  return {
    title: page?.title,
    description: page?.lead,
    alternates: { canonical: PROVIDER_PAGE_PATHS[site] },
  };
}

export function FindAProviderPage({ site }: { site: ProviderSite }) {
  const page = pageByPath(PROVIDER_PAGE_PATHS[site]);
  if (!page) notFound();
  const { networkId, ...props } = searchProps(site);
  const facts = directoryFacts(props.directory.country, networkId);
  return (
    <ContentPage page={page}>
      {facts.available ? (
        <FindAProvider {...props} network={facts.network} languages={facts.languages} />
      ) : (
        <section className={styles.byPhone} aria-labelledby="provider-by-phone">
          <Heading level={2} size="xl" id="provider-by-phone">
            Find a provider by phone
          </Heading>
          <Alert type="info" variation="soft">
            Our New Zealand provider directory is not online yet. Call us and we will find an affiliated
            provider near you, and tell you what your cover pays there.
          </Alert>
          <p className={styles.call}>
            Call {brand.nz} on <PhoneLink phoneNumber={phone.nz} />.
          </p>
        </section>
      )}
    </ContentPage>
  );
}
