import type { Txact } from '../entities/txact.ts';

/** Temporary (negative) ids sort after saved ones, in creation order. */
const idKey = (id: number): number => (id > 0 ? id : 2 ** 40 - id);

/** Ledger order: date, then check number (sales and new values last on their day), then id. */
export function compareTxacts(a: Txact, b: Txact): number {
  if (a.date !== b.date) return (a.date ?? '') < (b.date ?? '') ? -1 : 1;
  const ca = a.check_num ?? 0;
  const cb = b.check_num ?? 0;
  if (ca !== cb) return ca - cb;
  return idKey(a.id) - idKey(b.id);
}
