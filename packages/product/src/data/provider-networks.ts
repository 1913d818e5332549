// How much less members pay at a provider in one of the fund's networks, per network and kind of provider: the one
// home of these figures, which the provider directory, its search and its pages word with `networkSavingSentence`.
// Sample data, like the products: the fund's own agreements with providers, not a law. The network names are in
// @ds/site's brand (`firstChoice` for the main brand, `guNetwork` for the second); the kinds of provider are
// @ds/providers' PROVIDER_SERVICES ids (this package may not import that one: a unit test there checks they match).

/** The networks: the main brand's (First Choice) and the second brand's. */
export const PROVIDER_NETWORKS = ['first-choice', 'gumleaf-preferred'] as const;
export type ProviderNetworkId = (typeof PROVIDER_NETWORKS)[number];

/** The kinds of provider a network holds, as @ds/providers names them. */
export const NETWORK_SERVICES = [
  'dental',
  'optical',
  'physiotherapy',
  'chiropractic',
  'psychology',
  'gp-telehealth',
  'private-hospital',
  'day-hospital',
] as const;
export type NetworkService = (typeof NETWORK_SERVICES)[number];

/** One way a member pays less. `on` is what it applies to, as a sentence's object reads: 'check-ups and cleans'. */
export type NetworkSavingPart =
  /** Nothing out of pocket: the provider charges what the cover pays. */
  | { kind: 'no-gap'; on: string }
  /** A share off the provider's usual fee. */
  | { kind: 'percent-off'; percent: number; on: string }
  /** A fixed amount off the provider's usual fee, per visit. */
  | { kind: 'dollars-off-per-visit'; dollars: number }
  /** A hospital with an agreement with the fund: for covered treatment the member pays only their policy's excess. */
  | { kind: 'excess-only' };

export interface NetworkSaving {
  /** The cover a member needs for the saving. */
  cover: 'extras' | 'hospital';
  parts: readonly NetworkSavingPart[];
}

const hospital: NetworkSaving = { cover: 'hospital', parts: [{ kind: 'excess-only' }] };

/** Per network, per kind of provider. */
export const networkSavings: Record<ProviderNetworkId, Record<NetworkService, NetworkSaving>> = {
  'first-choice': {
    dental: {
      cover: 'extras',
      parts: [
        { kind: 'no-gap', on: 'check-ups and cleans' },
        { kind: 'percent-off', percent: 10, on: 'other general dental treatment' },
      ],
    },
    optical: {
      cover: 'extras',
      parts: [{ kind: 'no-gap', on: 'a chosen range of glasses and contact lenses' }],
    },
    physiotherapy: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 15 }] },
    chiropractic: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 10 }] },
    psychology: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 20 }] },
    'gp-telehealth': { cover: 'extras', parts: [{ kind: 'no-gap', on: 'phone and video consultations' }] },
    'private-hospital': hospital,
    'day-hospital': hospital,
  },
  'gumleaf-preferred': {
    dental: {
      cover: 'extras',
      parts: [
        { kind: 'no-gap', on: 'check-ups and cleans' },
        { kind: 'percent-off', percent: 15, on: 'other general dental treatment' },
      ],
    },
    optical: {
      cover: 'extras',
      parts: [{ kind: 'no-gap', on: 'a chosen range of glasses and contact lenses' }],
    },
    physiotherapy: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 10 }] },
    chiropractic: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 10 }] },
    psychology: { cover: 'extras', parts: [{ kind: 'dollars-off-per-visit', dollars: 15 }] },
    'gp-telehealth': { cover: 'extras', parts: [{ kind: 'no-gap', on: 'phone and video consultations' }] },
    'private-hospital': hospital,
    'day-hospital': hospital,
  },
};

export const networkSaving = (network: ProviderNetworkId, service: NetworkService): NetworkSaving =>
  networkSavings[network][service];

const COVER_WORDS: Record<NetworkSaving['cover'], string> = {
  extras: 'members with extras cover',
  hospital: 'members with hospital cover',
};

function partWords(part: NetworkSavingPart): string {
  switch (part.kind) {
    case 'no-gap':
      return `pay nothing out of pocket for ${part.on}`;
    case 'percent-off':
      return `pay ${part.percent}% less for ${part.on}`;
    case 'dollars-off-per-visit':
      return `pay $${part.dollars} less a visit`;
    case 'excess-only':
      return 'pay only their excess for covered treatment';
  }
}

/**
 * The saving in one sentence for a page: 'Members with extras cover pay nothing out of pocket for check-ups and
 * cleans, and pay 10% less for other general dental treatment.' With `networkName` (from @ds/site's brand), it says
 * where: 'In the First Choice Network, members with extras cover pay $15 less a visit.'
 */
export function networkSavingSentence(
  network: ProviderNetworkId,
  service: NetworkService,
  options: { networkName?: string } = {},
): string {
  const { cover, parts } = networkSaving(network, service);
  const who = COVER_WORDS[cover];
  const what = parts.map(partWords);
  const said = what.length > 1 ? `${what.slice(0, -1).join(', ')}, and ${what.at(-1)}` : what[0];
  const lead = options.networkName
    ? `In the ${options.networkName}, ${who}`
    : who[0]!.toUpperCase() + who.slice(1);
  return `${lead} ${said}.`;
}
