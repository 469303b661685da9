import { z } from 'zod';
import { ZAmount, ZCents, ZDateOrNull, ZFiles, ZId, ZPercent, ZText } from './common.ts';

/** What a user enters about an asset (stored). Values the engine derives are in ZAssetDerived. */
export const ZAsset = z.object({
  id: ZId,
  name: ZText.default(''),
  account: ZText.default(''),
  i_type: z.number().int().min(0).max(23).default(0),
  ownership: z.number().int().min(0).max(6).default(3),
  probate: z.boolean().default(true),
  note: ZText.default(''),
  files: ZFiles,
  loc_name: ZText.default(''),
  plan: z.number().int().min(0).max(4).default(0),
  /** Set when the asset was bought (or lent) after death: it has no at-death value. */
  date: ZDateOrNull.default(null),
  received: ZDateOrNull.default(null),
  bank_link_id: z.number().int().nullable().default(null),
  last_check: ZDateOrNull.default(null),
  /** Marks the synthetic Various Refunds asset. */
  sundry_refunds: z.boolean().default(false),
  val_pre: ZAmount.nullable().default(null),
  val_death: ZAmount.nullable().default(null),
  /** Expected proceeds of a planned sale. */
  val_plan: ZAmount.nullable().default(null),
  /** Original cost paid by the decedent (unstepped basis). */
  cost_basis_orig: ZAmount.nullable().default(null),
  /** Basis at death entered by the user; null means the engine default (stepped, or unstepped for IRD types). */
  cost_basis_death: ZAmount.nullable().default(null),
  /** Canada: deemed proceeds at death; null means the value at death. */
  deemed: ZAmount.nullable().default(null),
});
export type Asset = z.infer<typeof ZAsset>;
export type AssetInput = z.input<typeof ZAsset>;

/** Derived by the engine from base facts; never trusted from a client. */
export const ZAssetDerived = z.object({
  /** Value now (val_pre while awaiting death). */
  val: ZCents,
  val_alloc: ZCents,
  val_distrib: ZCents,
  val_xfer: ZCents,
  val_alloc_future_fixed: ZCents,
  /** Sale proceeds; null when not sold. */
  paid: ZCents.nullable(),
  cost_basis: ZCents,
  cost_basis_stepped: ZCents,
  cost_basis_unstepped: ZCents,
  /** Basis at death the engine uses (user value or default). */
  cost_basis_death_used: ZCents,
  alloc_num: z.number().int(),
  alloc_percent: z.number().int(),
  alloc_percent_dynamic: z.number().int(),
  alloc_spouse: ZPercent,
  distrib_percent: z.number().int(),
  txact_num: z.number().int(),
  xfer_num: z.number().int(),
  txact_val_date: ZDateOrNull,
  /** Sold, discarded, or emptied by transactions (not while awaiting death). */
  settled: z.boolean(),
});
export type AssetDerived = z.infer<typeof ZAssetDerived>;
export const ZAssetFull = ZAsset.extend(ZAssetDerived.shape);
export type AssetFull = z.infer<typeof ZAssetFull>;
