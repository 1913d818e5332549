// /nz/find-a-provider: the New Zealand provider search in the NZ frame (or, without a New Zealand directory, how to
// find a provider by phone).
import { FindAProviderPage, findAProviderMetadata } from '@/find-a-provider/FindAProviderPage';

export const metadata = findAProviderMetadata('nz');

export default function Page() {
  return <FindAProviderPage site="nz" />;
}
