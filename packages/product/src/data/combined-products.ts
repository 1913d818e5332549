// The sample combined products: a hospital product and an extras product sold together. A combined product takes
// its tier, excess and hospital inclusions from the hospital part and its extras inclusions and limit rows from the
// extras part (so the rows name the extras product, as the detail modal's 'Included in {extras name}' does). It is
// sold only where both parts are, and priced a little below the two bought separately.
import { extrasProducts } from './extras-products';
import { hospitalProducts } from './hospital-products';
import type { ProductInput } from './input-types';
import { combinedProductNames } from './names';

interface CombinedPlan {
  id: string;
  name: string;
  summary: string;
  hospitalProductId: string;
  extrasProductId: string;
  baseMonthlyPremium: number;
  /** Footnote the price with how much less it is than the two parts bought separately. */
  packageNote?: boolean;
}

const plans: readonly CombinedPlan[] = [
  {
    id: 'combined-bronze-plus-mid-extras',
    name: combinedProductNames.bronzePlusMid,
    summary: 'Bronze Plus hospital cover with mid-level extras, for less than buying them separately.',
    hospitalProductId: 'hospital-bronze-plus',
    extrasProductId: 'extras-mid',
    // 156.20 + 44.10 = 200.30 separately.
    baseMonthlyPremium: 193.4,
  },
  {
    id: 'combined-silver-plus-top-extras',
    name: combinedProductNames.silverPlusTop,
    summary: 'Silver Plus hospital cover with our highest extras, including orthodontics and hearing aids.',
    hospitalProductId: 'hospital-silver-plus',
    extrasProductId: 'extras-top',
    // 214.30 + 72.65 = 286.95 separately.
    baseMonthlyPremium: 276.1,
    packageNote: true,
  },
  {
    id: 'combined-gold-top-extras',
    name: combinedProductNames.goldTop,
    summary: 'Gold hospital cover and our highest extras together: our most comprehensive package.',
    hospitalProductId: 'hospital-gold',
    extrasProductId: 'extras-top',
    // 262.90 + 72.65 = 335.55 separately.
    baseMonthlyPremium: 322.55,
  },
];

function part(products: readonly ProductInput[], id: string): ProductInput {
  const found = products.find((product) => product.id === id);
  if (!found) throw new Error(`Combined product part '${id}' does not exist`);
  return found;
}

/** 'Package price: about 4% less than ...', worked out from the parts' prices so it cannot disagree with them. */
function packageNote(plan: CombinedPlan, hospital: ProductInput, extras: ProductInput): string {
  const separately = hospital.baseMonthlyPremium + extras.baseMonthlyPremium;
  const saving = Math.round((1 - plan.baseMonthlyPremium / separately) * 100);
  return `Package price: about ${saving}% less than buying ${hospital.name} and ${extras.name} separately.`;
}

function combinedProduct(plan: CombinedPlan): ProductInput {
  const hospital = part(hospitalProducts, plan.hospitalProductId);
  const extras = part(extrasProducts, plan.extrasProductId);
  return {
    id: plan.id,
    type: 'combined',
    name: plan.name,
    tier: hospital.tier,
    summary: plan.summary,
    excess: hospital.excess,
    inclusions: [...hospital.inclusions, ...extras.inclusions],
    annualLimits: [...(extras.annualLimits ?? [])],
    availableIn: hospital.availableIn.filter((state) => extras.availableIn.includes(state)),
    hospitalProductId: hospital.id,
    extrasProductId: extras.id,
    baseMonthlyPremium: plan.baseMonthlyPremium,
    ...(plan.packageNote ? { priceDisclaimer: packageNote(plan, hospital, extras) } : {}),
  };
}

export const combinedProducts: readonly ProductInput[] = plans.map(combinedProduct);
