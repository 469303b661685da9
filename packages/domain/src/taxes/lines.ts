/** A worksheet line (issue 42): a figure, where it comes from, and what the preparer must supply instead. */

/** Cents gathered from some transactions and assets. */
export interface Bucket {
  amount: number;
  txactIds: number[];
  assetIds: number[];
}

export interface TaxLine extends Bucket {
  /** The form's own line or box ("1041:1", "K-1:2a", "706:B"). */
  key: string;
  label: string;
  /** null: a figure Probity cannot know, for the preparer (`note` says why). */
  value: number | null;
  note: string | null;
  /** The debts a line comes from (Form 706 Schedule K), when it comes from debts. */
  debtIds?: number[];
}

export const emptyBucket = (): Bucket => ({ amount: 0, txactIds: [], assetIds: [] });

/** Adds `amount` from a transaction and its asset to a bucket (an asset is listed once). */
export function addTo(b: Bucket, amount: number, txactId: number | null, assetId: number | null): void {
  b.amount += amount;
  if (txactId !== null) b.txactIds.push(txactId);
  if (assetId !== null && !b.assetIds.includes(assetId)) b.assetIds.push(assetId);
}

/** Several buckets as one (a total line keeps every source of its parts). */
export function merge(...bs: readonly Bucket[]): Bucket {
  const out = emptyBucket();
  for (const b of bs) {
    out.amount += b.amount;
    out.txactIds.push(...b.txactIds);
    for (const a of b.assetIds) if (!out.assetIds.includes(a)) out.assetIds.push(a);
  }
  return out;
}

/** A line with a figure. */
export const known = (key: string, label: string, b: Bucket, note: string | null = null): TaxLine => ({
  key,
  label,
  ...b,
  value: b.amount,
  note,
});

/** A line Probity cannot fill in: the preparer supplies it; the sources it might come from are kept. */
export const forPreparer = (
  key: string,
  label: string,
  note: string,
  b: Bucket = emptyBucket(),
): TaxLine => ({
  key,
  label,
  ...b,
  value: null,
  note,
});

/** A computed line (a total, a difference): its amount and the sources of the lines it comes from. */
export const computed = (key: string, label: string, amount: number, from: readonly Bucket[]): TaxLine =>
  known(key, label, { ...merge(...from), amount });
