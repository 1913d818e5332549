// What a 'Find a provider' page needs to know of the directory when it is built: whether the country has one to
// search, the languages its providers speak (the search's language choice), and the network's name (brand data)
// with how much less members pay there (product data). Read on the server; only these few facts reach the page.
import { networkSavingSentence } from '@ds/product/data';
import { allProviders } from '@ds/providers/directory';
import { PROVIDER_SERVICES } from '@ds/providers/services';
import type { ProviderCountry, ProviderNetwork } from '@ds/providers/types';
import { brand } from '@ds/site/data';
import type { NetworkBadge } from './ProviderResultItem';

export const NETWORK_NAMES: Record<ProviderNetwork, string> = {
  'first-choice': brand.firstChoice,
  'gumleaf-preferred': brand.guNetwork,
};

export interface DirectoryFacts {
  /** The country has a directory to search. */
  available: boolean;
  languages: string[];
  /** The network, when any of the country's providers is in it. */
  network: { id: ProviderNetwork; badge: NetworkBadge } | null;
}

export function directoryFacts(country: ProviderCountry, network: ProviderNetwork): DirectoryFacts {
  const providers = allProviders(country);
  const languages = [...new Set(providers.flatMap((provider) => provider.languages))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  const hasNetwork = providers.some((provider) => provider.networks.includes(network));
  return {
    available: providers.length > 0,
    languages,
    network: hasNetwork
      ? {
          id: network,
          badge: {
            name: NETWORK_NAMES[network],
            savings: Object.fromEntries(
              PROVIDER_SERVICES.map((service) => [service, networkSavingSentence(network, service)]),
            ),
          },
        }
      : null,
  };
}
