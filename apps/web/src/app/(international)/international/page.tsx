import type { Metadata } from 'next';
import { HomePage } from '@/blocks/HomePage';
import { homeContent } from '@/content/homes';

const content = homeContent.international;

export const metadata: Metadata = { title: { absolute: content.title }, description: content.lead };

export default function Page() {
  return <HomePage variant="international" content={content} />;
}
