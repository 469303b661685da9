// Bank downloads in the working copy (the last of a save's ten parts). They are read apart from the estate
// (GET /api/estate/{id}/bank); deciding on them is an edit like any other, saved with the transactions it created.
import type { BankDownload } from '@probity/domain';
import { useEstateStore } from './store';
import { markTyped } from './typed-items';

/** Rows fetched from the server join the copy as stored (nothing to save); rows this copy already changed stay. */
export function takeDownloads(rows: readonly BankDownload[]): void {
  useEstateStore.setState((s) => {
    const changed = s.changes.mod.bank_downloads;
    const mine = s.work.lists.bank_downloads.filter((r) => changed[String(r.id)] !== undefined);
    const have = new Set(mine.map((r) => r.id));
    const fresh = rows.filter((r) => !have.has(r.id));
    for (const r of fresh) markTyped(r);
    return { work: { ...s.work, lists: { ...s.work.lists, bank_downloads: [...mine, ...fresh] } } };
  });
}

/** The user decided on rows: each takes its new action, marked for the next save. */
export function settleDownloads(actions: ReadonlyMap<number, BankDownload['action']>): void {
  if (actions.size === 0) return;
  useEstateStore.setState((s) => {
    const seq = s.seq + 1;
    const mod = { ...s.changes.mod.bank_downloads };
    const list = s.work.lists.bank_downloads.map((r) => {
      const action = actions.get(r.id);
      if (action === undefined) return r;
      mod[String(r.id)] = seq;
      const next = { ...r, action };
      markTyped(next);
      return next;
    });
    return {
      seq,
      work: { ...s.work, lists: { ...s.work.lists, bank_downloads: list } },
      changes: { ...s.changes, mod: { ...s.changes.mod, bank_downloads: mod } },
    };
  });
}
