// A product's own page: /health-insurance/{type}/{id}. Data only, so a page that links to a product need not
// import the comparison's client code.
import type { Product } from '../data/schema';

export const productPath = (product: Pick<Product, 'type' | 'id'>) =>
  `/health-insurance/${product.type}/${product.id}`;
