// The data files are written as schema input (optional lists may be left out) and parsed into Product by
// products.ts, so the defaults and checks of schema.ts apply to every product.
import type { z } from 'zod';
import type { annualLimitSchema, inclusionSchema, productSchema, productServiceSchema } from './schema';

export type ProductInput = z.input<typeof productSchema>;
export type InclusionInput = z.input<typeof inclusionSchema>;
export type ProductServiceInput = z.input<typeof productServiceSchema>;
export type AnnualLimitInput = z.input<typeof annualLimitSchema>;
