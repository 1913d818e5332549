// /health-insurance/{type}/{product id}: a page per product; see routes/product-route.tsx.
import { products } from '@ds/product/data';
import { ProductPage, productPageMetadata } from '@/routes/product-route';

type Params = Promise<{ type: string; productId: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ type: product.type, productId: product.id }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { type, productId } = await params;
  return productPageMetadata(`/health-insurance/${type}/${productId}`);
}

export default async function Page({ params }: { params: Params }) {
  const { type, productId } = await params;
  return <ProductPage path={`/health-insurance/${type}/${productId}`} />;
}
