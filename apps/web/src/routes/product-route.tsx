// The product pages' routes: /health-insurance and its hospital and extras pages (the comparison), a page per
// product, and the side-by-side compare. Their own routes, rather than the content catch-all, so the product
// code (cards, prices, modals, the compare table) is loaded by these pages only.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { ProductComparison, ProductDetail } from '@ds/product';
import { productById } from '@ds/product/data';
import { ContentPage } from '@/blocks/ContentPage';
import { pageByPath } from '@/content/pages';
import { JsonLd } from '@/structured-data/JsonLd';
import { insuranceProductJsonLd } from '@/structured-data/insurance-product';
import type { PageContent } from '@/content/pages';

function ProductBlock({
  block,
  path,
  children,
}: {
  block: NonNullable<PageContent['products']>;
  path: string;
  children?: ReactNode;
}) {
  if (block.kind === 'comparison') return <ProductComparison types={block.types} />;
  // The compare route gives its own block (it alone loads the compare table's code).
  if (block.kind === 'side-by-side') return children;
  const product = productById(block.productId);
  if (!product) notFound();
  return (
    <>
      <ProductDetail product={product} />
      <JsonLd data={insuranceProductJsonLd(product, path)} />
    </>
  );
}

function pageAt(path: string): PageContent {
  const page = pageByPath(path);
  if (!page?.products) notFound();
  return page;
}

export function productPageMetadata(path: string): Metadata {
  const page = pageAt(path);
  return { title: page.title, description: page.lead };
}

export function ProductPage({ path, children }: { path: string; children?: ReactNode }) {
  const page = pageAt(path);
  return (
    <ContentPage page={page}>
      <ProductBlock block={page.products!} path={page.path}>
        {children}
      </ProductBlock>
    </ContentPage>
  );
}
