// /find-a-provider/{service}/{slug}: a page per provider of the Australian directory, prerendered; see
// find-a-provider/provider-page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allProviders, providerBySlug } from '@ds/providers/directory';
import { networkSavingSentence } from '@ds/product/data';
import { brand } from '@ds/site/data';
import { ProviderPage } from '@/find-a-provider/provider-page/ProviderPage';
import type { NetworkWords } from '@/find-a-provider/provider-page/ProviderPage';
import {
  SITE_SEARCH_EXCLUDED,
  providerDescription,
  providerTitle,
} from '@/find-a-provider/provider-page/provider-page';

type Params = Promise<{ service: string; slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return allProviders('au').map((provider) => ({ service: provider.service, slug: provider.slug }));
}

async function providerOf(params: Params) {
  const { service, slug } = await params;
  const provider = providerBySlug(slug);
  if (!provider || provider.country !== 'au' || provider.service !== service) notFound();
  return provider;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const provider = await providerOf(params);
  return {
    title: providerTitle(provider),
    description: providerDescription(provider, brand.firstChoice),
    other: { [SITE_SEARCH_EXCLUDED.name]: SITE_SEARCH_EXCLUDED.content },
  };
}

export default async function Page({ params }: { params: Params }) {
  const provider = await providerOf(params);
  const network: NetworkWords = {
    name: brand.firstChoice,
    href: '/first-choice-network',
    saving: networkSavingSentence('first-choice', provider.service),
  };
  return <ProviderPage provider={provider} network={network} />;
}
