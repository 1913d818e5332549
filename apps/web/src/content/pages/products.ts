// A page per product, and the side-by-side compare, made from the product data set (one source for names,
// summaries and everything the pages show).
import { products } from '@ds/product/data';
import type { PageContent } from './types';

const TYPE_NAMES = {
  hospital: 'hospital cover',
  extras: 'extras cover',
  combined: 'hospital and extras cover',
};

export const productPages: PageContent[] = [
  ...products.map((product): PageContent => ({
    path: `/health-insurance/${product.type}/${product.id}`,
    title: product.name,
    lead: product.summary,
    products: { kind: 'product', productId: product.id },
    sections: [
      {
        heading: 'Before you choose',
        paragraphs: [
          `${product.name} is one of our ${TYPE_NAMES[product.type]}s. Waiting periods apply before you can claim for some services, and the policy booklet has the full terms.`,
        ],
        links: [
          { label: 'Compare covers side by side', href: '/health-insurance/compare' },
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
        ],
      },
    ],
  })),
  {
    path: '/health-insurance/compare',
    title: 'Compare covers side by side',
    lead: 'Choose two or three covers to see their prices, what they cover, waiting periods and limits in one table, row by row.',
    products: { kind: 'side-by-side' },
    sections: [],
  },
];
