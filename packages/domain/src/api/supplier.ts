import { z } from 'zod';

/**
 * Supplier kinds (6 real estate and 3 executor service are the numbers `supplier_type` has always used; the
 * lawyer and accountant numbers are ours). Suppliers are the operator's directory (SUPPLIERS_FILE): Probity ships none.
 */
export const SUPPLIER_TYPE = { lawyer: 1, accountant: 2, executor_service: 3, real_estate: 6 } as const;
export const ZSupplierType = z.coerce
  .number()
  .int()
  .refine((n) => Object.values(SUPPLIER_TYPE).includes(n as never), 'Unknown supplier type');

export const ZSupplier = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  state: z.string(),
  county: z.string(),
  zip: z.string(),
  email: z.string(),
  phone: z.string(),
  web: z.string(),
  /** Preferred, a member, the member's name. */
  prefer: z.boolean(),
  member: z.boolean(),
  member_name: z.string(),
});
export type Supplier = z.infer<typeof ZSupplier>;

/** One record of the operator's SUPPLIERS_FILE (a JSON array). */
export const ZSupplierIn = ZSupplier.omit({ id: true }).extend({
  county: z.string().default(''),
  zip: z.string().default(''),
  phone: z.string().default(''),
  web: z.string().default(''),
  prefer: z.boolean().default(false),
  member: z.boolean().default(false),
  member_name: z.string().default(''),
  email: z.string().email(),
});

/** GET /api/supplier/find?by=county (state, county, supplier_type) or GET /api/supplier/find/ (type, zip, keywords). */
export const ZSupplierFind = z.object({
  by: z.literal('county').optional(),
  state: z.string().max(2).optional(),
  county: z.string().max(80).optional(),
  supplier_type: ZSupplierType.optional(),
  type: ZSupplierType.optional(),
  zip: z.string().max(10).optional(),
  keywords: z.string().max(100).optional(),
});
export const ZSupplierParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/estate/{id}/ua with a supplier: grant it access (its email is invited). */
export const ZSupplierGrant = z
  .object({
    supplier_id: z.number().int().positive(),
    access: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  })
  .strict();
