/** Splitting a whole both ways at once (issue 42): beneficiaries by income kind, each part in exact cents. */
import { allocate } from '../money.ts';

/**
 * A grid whose rows sum to `rows` and whose columns sum to `cols` exactly (both lists sum to the same total, all
 * parts at least 0). Each row takes its share of every column still left, in proportion to what is left; the last
 * row takes the rest, so no column is overdrawn and none is left over.
 */
export function splitGrid(rows: readonly number[], cols: readonly number[]): number[][] {
  const left = [...cols];
  return rows.map((r, i) => {
    if (i === rows.length - 1) return [...left];
    const parts = allocate(r, left);
    parts.forEach((p, j) => {
      left[j] = (left[j] ?? 0) - p;
    });
    return parts;
  });
}

/** Shares of `total` in proportion to `weights` (exact); a total above the weights' sum is capped at it. */
export function sharesUpTo(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  return allocate(Math.max(0, Math.min(total, sum)), weights);
}
