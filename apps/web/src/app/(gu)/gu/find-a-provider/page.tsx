// /gu/find-a-provider: the provider search in the second brand's frame and theme, with its own network; each
// result shows its details in place.
import { FindAProviderPage, findAProviderMetadata } from '@/find-a-provider/FindAProviderPage';

export const metadata = findAProviderMetadata('gu');

export default function Page() {
  return <FindAProviderPage site="gu" />;
}
