// /health-insurance/extras: see routes/product-route.tsx.
import { ProductPage, productPageMetadata } from '@/routes/product-route';

const PATH = '/health-insurance/extras';
export const metadata = productPageMetadata(PATH);

export default function Page() {
  return <ProductPage path={PATH} />;
}
