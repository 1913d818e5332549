// One provider in the results: its number (the same as its pin on the map), its name (a link to its own page where
// it has one; otherwise its details are all here, under an id a pin can lead to), how far it is, where, how to call,
// whether it is open, and what a member may want to know before going: the network, wheelchair access, languages.
import type { Ref } from 'react';
import type { ProviderResult, ProviderService } from '@ds/providers/types';
import { telHref } from '@ds/site/data';
import { Icon } from '@ds/ui';
import { AccessibilityIcon, ClockIcon, MapPinIcon, PhoneIcon } from '@ds/icons';
import { distanceText } from './provider-query';
import { hoursText } from './opening-hours';
import styles from './FindAProvider.module.css';

export interface NetworkBadge {
  /** The network's name, from the brand data. */
  name: string;
  /** How much less members pay there, per kind of provider, in a sentence (from the product data). */
  savings?: Partial<Record<ProviderService, string>>;
}

export interface ProviderResultItemProps {
  provider: ProviderResult;
  number: number;
  /** Links the name to the provider's page; otherwise every detail is shown here. */
  linkToPage: boolean;
  /** The brand's own network, shown on the providers in it (none where the directory has no network). */
  network: { id: string; badge: NetworkBadge } | null;
  /** The element focus goes to when this result is focused (the first added by 'Show more', a pin chosen). */
  focusRef?: Ref<HTMLElement>;
  active?: boolean;
}

export const resultId = (slug: string) => `provider-${slug}`;

export function ProviderResultItem({
  provider,
  number,
  linkToPage,
  network,
  focusRef,
  active = false,
}: ProviderResultItemProps) {
  const inNetwork = network !== null && (provider.networks as readonly string[]).includes(network.id);
  const saving = inNetwork ? network.badge.savings?.[provider.service] : undefined;
  // Australia writes its last line 'PARRAMATTA NSW 2150'; New Zealand, with no postcode in the directory, sets the
  // region apart with a comma ('Lower Hutt, Wellington').
  const place =
    provider.country === 'nz'
      ? [provider.locality, provider.state].filter(Boolean).join(', ')
      : [provider.locality, provider.state, provider.postcode].filter(Boolean).join(' ');
  const address = `${provider.street}, ${place}`;
  const nameId = `${resultId(provider.slug)}-name`;
  return (
    <li
      id={resultId(provider.slug)}
      className={active ? `${styles.result} ${styles.active}` : styles.result}
      aria-labelledby={nameId}
    >
      <span className={styles.number}>
        <span className={styles.pin}>{number}</span>
      </span>
      <div className={styles.body}>
        <h3 className={styles.name} id={nameId}>
          {linkToPage ? (
            <a
              href={provider.href}
              ref={focusRef as Ref<HTMLAnchorElement>}
              className={styles.nameLink}
              data-result-link=""
            >
              {provider.name}
            </a>
          ) : (
            <span ref={focusRef as Ref<HTMLSpanElement>} tabIndex={-1} data-result-link="">
              {provider.name}
            </span>
          )}
        </h3>
        <p className={styles.place}>
          <span className={styles.distance}>
            {distanceText(provider.distanceKm)}
            <span className={styles.hidden}> away</span>
          </span>
          <span className={styles.address}>
            <Icon icon={MapPinIcon} size={16} />
            {address}
          </span>
        </p>
        <ul className={styles.facts}>
          <li className={provider.openNow ? styles.open : styles.closed}>
            <Icon icon={ClockIcon} size={16} />
            {provider.openAllHours ? 'Open 24 hours' : provider.openNow ? 'Open now' : 'Closed now'}
          </li>
          {inNetwork ? <li className={styles.network}>{network.badge.name}</li> : null}
          {provider.wheelchairAccess ? (
            <li>
              <Icon icon={AccessibilityIcon} size={16} />
              Wheelchair access
            </li>
          ) : null}
          {provider.languages.length > 0 ? <li>Also speaks {provider.languages.join(', ')}</li> : null}
        </ul>
        {saving ? <p className={styles.detail}>{saving}</p> : null}
        {linkToPage ? null : (
          <>
            {provider.offers.length > 0 ? (
              <p className={styles.detail}>Offers: {provider.offers.join(', ')}</p>
            ) : null}
            <p className={styles.detail}>{hoursText(provider)}</p>
          </>
        )}
        <p className={styles.call}>
          <a href={telHref(provider.phone)} className={styles.callLink}>
            <Icon icon={PhoneIcon} size={16} />
            Call <span className={styles.phone}>{provider.phone}</span>
          </a>
        </p>
      </div>
    </li>
  );
}
