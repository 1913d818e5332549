// The words and addresses of a provider's own page (/find-a-provider/{service}/{slug}), worked out from its directory
// record alone: the page is static, so nothing here knows where the visitor is or what day it is.
import type { Provider } from '@ds/providers/types';
import { SERVICE_WORDS } from '@ds/providers/services';
import { variantConfigs } from '@ds/site/data';

/** The page of the directory's search, which the breadcrumbs and 'Search near' lead back to. */
export const SEARCH_PATH = '/find-a-provider';

/**
 * The reserved `.example` maps site directions open on: a directions query for the practice's place, which needs no
 * key and sends nothing about the visitor.
 */
export const MAPS_ORIGIN = 'https://maps.example';

/** Page titles stay within 70 characters once the site's name is added (SPEC). */
export const TITLE_MAX_LENGTH = 70;

/** The provider's own page. */
export const providerPath = (provider: Pick<Provider, 'service' | 'slug'>) =>
  `${SEARCH_PATH}/${provider.service}/${provider.slug}`;

/**
 * A locality as a sentence writes it: the data spells it in capitals ('ST LEONARDS'), a page as 'St Leonards'. Each
 * word, and each part after a hyphen or apostrophe ('Wee-Waa', "O'Connor"), starts with a capital.
 */
export const localityName = (locality: string) =>
  locality.toLowerCase().replace(/(^|[\s\-'’(])(\p{L})/gu, (_, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });

/** The postal address on one line: '12 Church Street, Parramatta NSW 2150'. */
export const addressLine = (provider: Provider) =>
  `${provider.street}, ${localityName(provider.locality)} ${provider.state} ${provider.postcode}`;

const ELLIPSIS = '…';

/**
 * The page's own part of its title, '{name}, {Locality}', short enough that the whole title (with ' | ' and the
 * site's name after it) stays within 70 characters: a long name is cut at a word and ends in an ellipsis; the
 * locality, which tells one branch of a practice from another, is kept.
 */
export function providerTitle(provider: Pick<Provider, 'name' | 'locality'>): string {
  const place = localityName(provider.locality);
  const room = TITLE_MAX_LENGTH - ` | ${variantConfigs.arhi.shortName}`.length - `, ${place}`.length;
  if (provider.name.length <= room) return `${provider.name}, ${place}`;
  const cut = provider.name.slice(0, room - ELLIPSIS.length);
  // A cut that ends between words keeps its last word; one inside a word goes back to the space before it.
  const endsAtWord = provider.name[cut.length] === ' ' || !cut.includes(' ');
  const atWord = endsAtWord ? cut : cut.slice(0, cut.lastIndexOf(' '));
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}${ELLIPSIS}, ${place}`;
}

/** The page's description: what and where it is, and what the page tells. */
export function providerDescription(provider: Provider, networkName: string): string {
  const kind = SERVICE_WORDS[provider.service].one.toLowerCase();
  const inNetwork = provider.networks.includes('first-choice') ? `, in the ${networkName}` : '';
  return (
    `${provider.name}, ${withArticle(kind)} at ${addressLine(provider)}${inNetwork}: ` +
    `opening hours, phone number, directions, languages and wheelchair access.`
  );
}

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

/** Directions to the practice on the maps site: to its coordinates, labelled with its address. */
export function directionsHref(provider: Provider): string {
  const query = new URLSearchParams({
    destination: `${provider.latitude},${provider.longitude}`,
    label: `${provider.name}, ${addressLine(provider)}`,
  });
  return `${MAPS_ORIGIN}/directions?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * The directory's search for the same service around the provider's locality, as the search's own URL holds it
 * ('Parramatta 2150', the way the search asks for a place).
 */
export function searchNearHref(provider: Provider): string {
  const near = `${localityName(provider.locality)} ${provider.postcode}`;
  return `${SEARCH_PATH}?near=${encodeURIComponent(near)}&service=${provider.service}`;
}

/** The search for the service, no place yet: the breadcrumb between the search and the provider. */
export const serviceSearchHref = (provider: Pick<Provider, 'service'>) =>
  `${SEARCH_PATH}?service=${provider.service}`;

/** The languages a visitor can be seen in: English, and the others the data names. */
export const spokenLanguages = (provider: Pick<Provider, 'languages'>) => [
  'English',
  ...provider.languages.filter((language) => language !== 'English'),
];

/**
 * The meta element that keeps a page out of the site's own search (scripts/lib/search-index.mjs reads it), while
 * search engines may still index it: the directory's search finds providers, and two thousand practice pages would
 * bury the site's own pages under every service word.
 */
export const SITE_SEARCH_EXCLUDED = { name: 'site-search', content: 'exclude' } as const;
