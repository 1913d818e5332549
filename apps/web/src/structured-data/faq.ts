// A help page that is questions and answers, as a schema.org FAQPage: each section's heading is a question and its
// paragraphs the answer. Only pages whose content says so (`faq: true`) are described this way.
import type { PageContent } from '@/content/pages/types';

export function faqPageJsonLd(page: Pick<PageContent, 'sections'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.sections.map((section) => ({
      '@type': 'Question',
      name: section.heading,
      acceptedAnswer: { '@type': 'Answer', text: section.paragraphs.join('\n\n') },
    })),
  };
}
