// /health-insurance/compare: the side-by-side compare; see routes/product-route.tsx. The table's words are
// prepared here, at build, for every cover; the browser shows the ones chosen.
import { compareProduct } from '@ds/product';
import { CompareCovers } from '@ds/product/compare';
import { products } from '@ds/product/data';
import { ProductPage, productPageMetadata } from '@/routes/product-route';

const PATH = '/health-insurance/compare';
export const metadata = productPageMetadata(PATH);

export default function Page() {
  return (
    <ProductPage path={PATH}>
      <CompareCovers products={products.map(compareProduct)} />
    </ProductPage>
  );
}
