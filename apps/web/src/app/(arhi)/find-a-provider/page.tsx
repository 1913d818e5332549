// /find-a-provider: the provider search over the Australian directory, in the main site's frame; each result
// links to its provider's page.
import { FindAProviderPage, findAProviderMetadata } from '@/find-a-provider/FindAProviderPage';

export const metadata = findAProviderMetadata('main');

export default function Page() {
  return <FindAProviderPage site="main" />;
}
