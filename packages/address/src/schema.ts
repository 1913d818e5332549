// GET /api/address/predictive's reply, the Kleber `DtResponse` shape as our endpoint sends it: declared by the
// server's route and checked by the lookup's client. (The real service is read more leniently: kleber.ts.)
import * as z from 'zod/mini';
import type { SameShape } from '@ds/api/same-shape';
import type { AddressResult, DtResponse } from './types';

export const addressResultSchema = z.object({
  RecordId: z.string(),
  AddressLine: z.string(),
  Locality: z.string(),
  State: z.string(),
  Postcode: z.string(),
});

export const dtResponseSchema = z.object({
  DtResponse: z.object({
    RequestId: z.string(),
    ResultCount: z.string(),
    Result: z.array(addressResultSchema),
    ErrorMessage: z.string(),
  }),
});

const sameShapes: [
  SameShape<z.output<typeof addressResultSchema>, AddressResult>,
  SameShape<z.output<typeof dtResponseSchema>, DtResponse>,
] = [true, true];
void sameShapes;
