import { z } from 'zod';

/**
 * GET /api/estate/{id}/heir-view: what an heir sees of the estate (a beneficiary, or the executor previewing an
 * heir with ?heir=ID): the estate in a few figures, the deadlines ahead, and this heir's own share. Nothing of the
 * other heirs, no tax number, no note and no contact.
 */
export const ZHeirViewQuery = z.object({ heir: z.coerce.number().int().positive().optional() });

export const ZHeirDistribution = z.object({
  id: z.number().int(),
  /** The asset it comes from. */
  asset: z.string(),
  /** The day it was done; null while it is planned. */
  date: z.string().nullable(),
  /** In cents: the amount done, or what the plan is worth today. */
  value: z.number().int(),
  /** Bequest, Residuary, Automatic (outside probate)... */
  reason: z.string(),
});
export type HeirDistribution = z.infer<typeof ZHeirDistribution>;

export const ZHeirView = z.object({
  estate: z.object({
    id: z.string(),
    /** The decedent's or the trust's name. */
    name: z.string(),
    trust: z.boolean(),
    death_date: z.string().nullable(),
    /** Who settles it (the estate's owner in Probity). */
    executor: z.string(),
    country_code: z.string(),
  }),
  /** In cents, as the Overview shows them. */
  figures: z.object({
    valueDeath: z.number().int(),
    remaining: z.number().int(),
    debts: z.number().int(),
    distributed: z.number().int(),
  }),
  /** The estate's tasks: how many are done, and the next deadlines still ahead (at most five). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  upcoming: z.array(z.object({ name: z.string(), due: z.string() })),
  heir: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The target as entered: a percent of what the heirs share (thousandths of a percent), or an amount. */
    percent_target: z.number().int().nullable(),
    val_target: z.number().int().nullable(),
    /** The target in cents today; null without one. */
    goal: z.number().int().nullable(),
    /** Planned and done, done, and still to come (planned, not yet done), in cents. */
    allocated: z.number().int(),
    distributed: z.number().int(),
    expected: z.number().int(),
    distributions: z.array(ZHeirDistribution),
  }),
});
export type HeirView = z.infer<typeof ZHeirView>;
