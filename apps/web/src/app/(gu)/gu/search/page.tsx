// /gu/search: the site search, in the second brand's frame and theme (its header's search icon leads here).
import { SearchPage, searchMetadata } from '@/search/SearchPage';

export const metadata = searchMetadata('gu');

export default function Page() {
  return <SearchPage variant="gu" />;
}
