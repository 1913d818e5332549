// The product data's shape (SPEC 3), as zod schemas: the data set is validated with them at build and in the unit
// tests, and the types the components and the pricing use come from them.
import { z } from 'zod';
import { COVERED_TYPE_CODES, HOSPITAL_TIERS, PRODUCT_TYPES, STATES } from './constants';

export * from './constants';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
const money = z.number().nonnegative().multipleOf(0.01);

export const childLimitSchema = z.object({
  id,
  limitAmount: money,
  serviceName: z.string().min(1),
});

/** One product's annual limit for a service (SPEC 3 'Annual-limit row per product'). */
export const annualLimitSchema = z.object({
  productId: id,
  productName: z.string().min(1),
  limitAmount: money.optional(),
  limitText: z.string().min(1).optional(),
  /** How much the limit grows each calendar year of membership. */
  annualIncrease: money.optional(),
  /** What the limit applies to, per unit: 'person', 'policy'. */
  applyToName: z.string().min(1).optional(),
  maxLimitPerTimePeriod: money.optional(),
  /** 'annual', 'lifetime', '3-year'... */
  timePeriod: z.string().min(1).optional(),
  childLimits: z.array(childLimitSchema).default([]),
});
export type AnnualLimit = z.output<typeof annualLimitSchema>;

const inclusionFields = {
  id,
  name: z.string().min(1),
  /** Markdown: rendered safely (no raw HTML, no script links). */
  description: z.string().min(1),
  /** 'None', '2 Months', '12 Months'. */
  waitingPeriod: z.string().min(1),
  coveredTypeCode: z.enum(COVERED_TYPE_CODES),
  disclaimer: z.string().min(1).optional(),
  inclusionExtraInfo: z.string().min(1).optional(),
};

/** A service within an extras benefit (SPEC 3 productServices). */
export const productServiceSchema = z.object({
  ...inclusionFields,
  pcatProductId: id,
  annualLimits: z.array(annualLimitSchema).default([]),
  policyBookletLink: z.string().startsWith('/docs/policy-booklet').optional(),
});
export type ProductService = z.output<typeof productServiceSchema>;

export const inclusionSchema = z.object({
  ...inclusionFields,
  productServices: z.array(productServiceSchema).default([]),
});
export type Inclusion = z.output<typeof inclusionSchema>;

/** Sample premiums: a monthly price for one adult in NSW; state and cover factors give the rest (pricing.ts). */
export const productSchema = z.object({
  id,
  type: z.enum(PRODUCT_TYPES),
  name: z.string().min(1),
  /** Hospital and combined products. */
  tier: z.enum(HOSPITAL_TIERS).optional(),
  summary: z.string().min(1),
  /** For hospital cover: the excess per admission, in dollars. */
  excess: money.optional(),
  inclusions: z.array(inclusionSchema).min(1),
  annualLimits: z.array(annualLimitSchema).default([]),
  /** States it is sold in; elsewhere its card shows as unavailable. */
  availableIn: z.array(z.enum(STATES)).min(1),
  /** A combined product's parts. */
  hospitalProductId: id.optional(),
  extrasProductId: id.optional(),
  baseMonthlyPremium: money.positive(),
  /** A note under the prices, after whom the price is for; the card's price links to it with the note's own mark. */
  priceDisclaimer: z.string().min(1).optional(),
});
export type Product = z.output<typeof productSchema>;
