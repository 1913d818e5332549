// /search: the site search, in the main site's frame.
import { SearchPage, searchMetadata } from '@/search/SearchPage';

export const metadata = searchMetadata('arhi');

export default function Page() {
  return <SearchPage variant="arhi" />;
}
