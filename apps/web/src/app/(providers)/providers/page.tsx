import type { Metadata } from 'next';
import { HomePage } from '@/blocks/HomePage';
import { homeContent } from '@/content/homes';

const content = homeContent.providers;

export const metadata: Metadata = { title: { absolute: content.title }, description: content.lead };

export default function Page() {
  return <HomePage variant="providers" content={content} />;
}
