// /health-insurance/cover-details/{product id}: everything a product covers, a section per inclusion, each the
// detail its inclusion modal shows. The cards, product pages and the quote's cover step fetch it when a visitor
// first wants a detail, instead of carrying every detail in their own payload; a visitor who follows the modal's
// link when that fetch failed reads it here. Not for search engines: the product's own page is.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
// Imported as the product pages import them (the library's and the product package's entries), so this page's
// stylesheets come in the same order as theirs and the build's CSS chunking keeps one shared stylesheet.
import { Container } from '@ds/ui';
import { CoverDetails } from '@ds/product';
import { products } from '@ds/product/data';
import { noIndex } from '@/chrome/no-index';

type Params = Promise<{ productId: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ productId: product.id }));
}

const productOf = (id: string) => products.find((product) => product.id === id);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = productOf((await params).productId);
  return {
    // Without the brand's suffix: a combined cover's name is long, and the title stays within 70 characters.
    title: { absolute: `${product?.name ?? 'Cover'}: what it covers` },
    description: `Each hospital treatment or extras benefit of ${product?.name ?? 'this cover'}, with its waiting period and limits.`,
    ...noIndex,
  };
}

export default async function Page({ params }: { params: Params }) {
  const product = productOf((await params).productId);
  if (!product) notFound();
  return (
    <Container>
      <CoverDetails product={product} />
    </Container>
  );
}
