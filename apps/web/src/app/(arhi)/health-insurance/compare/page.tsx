// /health-insurance/compare: the side-by-side compare; see routes/product-route.tsx. The table's words are
// prepared here, at build, for every cover; the browser shows the ones chosen. Prices come as on the cards: the
// defaults' in the HTML, any other choice (in the URL, or made here) from the price API.
import { DEFAULT_PRICE_QUERY, PriceProvider, compareProduct } from '@ds/product';
import { CompareCovers } from '@ds/product/compare';
import { products } from '@ds/product/data';
import { priceOf } from '@ds/product/pricing';
import { ProductPage, productPageMetadata } from '@/routes/product-route';

const PATH = '/health-insurance/compare';
export const metadata = productPageMetadata(PATH);

export default function Page() {
  return (
    <ProductPage path={PATH}>
      <PriceProvider
        productIds={products.map((product) => product.id)}
        initialQuery={DEFAULT_PRICE_QUERY}
        initialPrices={products.map((product) => priceOf(product, DEFAULT_PRICE_QUERY))}
      >
        <CompareCovers products={products.map(compareProduct)} />
      </PriceProvider>
    </ProductPage>
  );
}
