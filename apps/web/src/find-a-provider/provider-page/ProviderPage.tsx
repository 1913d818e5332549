// A provider's own page: what and where it is, how to call it and get there, when it is open, what it offers, who
// it can see (languages, wheelchair access) and whether members pay less there. A server component: static HTML,
// the same for every visitor. It knows no searched place (so no distance) and no day (so no 'open now').
import { Button, Container, Heading, Link, Text } from '@ds/ui';
import type { Provider } from '@ds/providers/types';
import { SERVICE_WORDS } from '@ds/providers/services';
import { unbrokenNumber } from '@ds/site';
import { telHref } from '@ds/site/data';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from './Breadcrumbs';
import { ProviderJsonLd } from './ProviderJsonLd';
import {
  SEARCH_PATH,
  directionsHref,
  localityName,
  searchNearHref,
  serviceSearchHref,
  spokenLanguages,
} from './provider-page';
import { weekHours } from '../opening-hours';
import styles from './ProviderPage.module.css';

/** The brand's provider network, as the page tells it. */
export interface NetworkWords {
  /** Its name, from the brand data: 'First Choice Network'. */
  name: string;
  /** Its page: what it is and how it works. */
  href: string;
  /** How much less members pay at its providers, from the product data; null where the data says nothing. */
  saving: string | null;
}

/** 'English', 'English and Mandarin', 'English, Mandarin and Arabic'. */
const wordList = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export function ProviderPage({ provider, network }: { provider: Provider; network: NetworkWords }) {
  const words = SERVICE_WORDS[provider.service];
  const place = localityName(provider.locality);
  const inNetwork = provider.networks.includes('first-choice');
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Find a provider', href: SEARCH_PATH },
    { label: words.many, href: serviceSearchHref(provider) },
    { label: provider.name },
  ];
  return (
    <>
      <div className={styles.header}>
        <Container>
          <div className={styles.headerInner}>
            <Breadcrumbs crumbs={crumbs} />
            <Heading level={1} size="3xl">
              {provider.name}
            </Heading>
            <Text size="lg">
              {words.one} in {place}
              {inNetwork ? <span className={styles.networkTag}>{network.name}</span> : null}
            </Text>
          </div>
        </Container>
      </div>
      <Container>
        <div className={styles.layout}>
          <section className={styles.contact} aria-labelledby="provider-contact">
            <Heading level={2} size="lg" id="provider-contact">
              Contact and directions
            </Heading>
            <p className={styles.address}>
              <span>{provider.street}</span>
              <span>
                {place} {provider.state} {provider.postcode}
              </span>
            </p>
            <div className={styles.actions}>
              <Button href={telHref(provider.phone)} fullWidth>
                Call {unbrokenNumber(provider.phone)}
              </Button>
              <Button href={directionsHref(provider)} variant="secondary" fullWidth>
                Get directions
              </Button>
            </div>
            <Link href={searchNearHref(provider)} variant="standalone">
              Search near {place}
            </Link>
          </section>

          <div className={styles.details}>
            <section className={styles.section} aria-labelledby="provider-hours">
              <Heading level={2} size="xl" id="provider-hours">
                Opening hours
              </Heading>
              {provider.openAllHours ? (
                <Text>Open 24 hours, every day.</Text>
              ) : (
                <table className={styles.hours}>
                  <caption className={styles.caption}>Opening hours, local time</caption>
                  <tbody>
                    {weekHours(provider).map((row) => (
                      <tr key={row.day}>
                        <th scope="row">{row.day}</th>
                        <td>{row.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            {provider.offers.length > 0 ? (
              <section className={styles.section} aria-labelledby="provider-offers">
                <Heading level={2} size="xl" id="provider-offers">
                  What it offers
                </Heading>
                <ul className={styles.offers}>
                  {provider.offers.map((offer) => (
                    <li key={offer}>{offer}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="provider-access">
              <Heading level={2} size="xl" id="provider-access">
                Languages and access
              </Heading>
              <dl className={styles.facts}>
                <div>
                  <dt>Languages spoken</dt>
                  <dd>{wordList(spokenLanguages(provider))}</dd>
                </div>
                <div>
                  <dt>Wheelchair access</dt>
                  <dd>{provider.wheelchairAccess ? 'Yes' : 'No'}</dd>
                </div>
              </dl>
            </section>

            <section className={styles.section} aria-labelledby="provider-network">
              <Heading level={2} size="xl" id="provider-network">
                {network.name}
              </Heading>
              {inNetwork ? (
                <Text>
                  {provider.name} is in the {network.name}.{network.saving ? ` ${network.saving}` : null}
                </Text>
              ) : (
                <Text>
                  {provider.name} is not in the {network.name}.
                </Text>
              )}
              <Link href={network.href} variant="standalone">
                About the {network.name}
              </Link>
            </section>
          </div>
        </div>
      </Container>
      <ProviderJsonLd provider={provider} crumbs={crumbs} />
    </>
  );
}
