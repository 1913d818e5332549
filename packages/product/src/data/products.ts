// The product data set: every hospital, extras and combined product, parsed with productSchema when this module
// loads, so a product that breaks the schema (or a repeated id) fails the build and the tests at once rather than
// rendering wrongly.
import { combinedProducts } from './combined-products';
import { extrasProducts } from './extras-products';
import { hospitalProducts } from './hospital-products';
import { productSchema, type Product, type ProductType } from './schema';

export { hospitalCategories, hospitalWaitingPeriods, RESTRICTABLE_BELOW_GOLD } from './hospital-categories';
export type { HospitalCategory, HospitalCategoryId } from './hospital-categories';
export { WAITING_PERIODS, type WaitingPeriod } from './waiting-periods';

function parseAll(): readonly Product[] {
  const parsed = [...hospitalProducts, ...extrasProducts, ...combinedProducts].map((input) => {
    const result = productSchema.safeParse(input);
    if (!result.success) throw new Error(`Product '${input.id}' is invalid: ${result.error.message}`);
    return result.data;
  });
  const seen = new Set<string>();
  for (const { id } of parsed) {
    if (seen.has(id)) throw new Error(`Product id '${id}' is used twice`);
    seen.add(id);
  }
  return parsed;
}

/** Hospital (lowest tier first), then extras, then combined. */
export const products: readonly Product[] = parseAll();

const byId = new Map(products.map((product) => [product.id, product]));

export function productById(id: string): Product | undefined {
  return byId.get(id);
}

export function productsOfType(type: ProductType): readonly Product[] {
  return products.filter((product) => product.type === type);
}
