// The provider directories: the committed, generated data (data/providers-au.json and data/providers-nz.json, by
// scripts/build-providers.mjs), read by the search, the API and the pages. Plain JSON imports, which Next, esbuild (the server bundle), tsx and
// Vitest all read.
import au from '../data/providers-au.json';
import nz from '../data/providers-nz.json';
import type { ProviderService } from './services';
import type { Provider, ProviderCountry } from './types';

// The JSON's inferred type has plain strings where Provider has unions; the generator and its unit test vouch for
// the values.
const AU = au as unknown as readonly Provider[];
const NZ = nz as unknown as readonly Provider[];

const DIRECTORIES: Record<ProviderCountry, readonly Provider[]> = { au: AU, nz: NZ };

/** Every provider of a country's directory, sorted by slug. */
export const allProviders = (country: ProviderCountry): readonly Provider[] => DIRECTORIES[country];

let bySlug: Map<string, Provider> | undefined;

/** An Australian provider by its slug (the last part of its page's address), or undefined. */
export function providerBySlug(slug: string): Provider | undefined {
  bySlug ??= new Map(AU.map((provider) => [provider.slug, provider]));
  return bySlug.get(slug);
}

/** The Australian providers of one kind, sorted by slug. */
export const providersByService = (service: ProviderService): readonly Provider[] =>
  AU.filter((provider) => provider.service === service);
