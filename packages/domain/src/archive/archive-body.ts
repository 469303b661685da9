/**
 * An archive's estate as the body that creates a new estate (POST /api/estates' shape): every item gets a
 * temporary id, unique across the parts as a save wants them, and every reference follows its item. The
 * transactions keep their order (temporary ids count down in the order they were created, and a save replays
 * them in that order), so the new estate derives the same figures to the cent.
 */
import { FACTS_PARTS } from '../admit/diff-facts.ts';
import type { CreateEstateBody } from '../api/save.ts';
import type { FileRef } from '../entities/common.ts';
import { ITEM_IS_ASSET } from '../ledger/categories.ts';
import type { ArchiveManifest } from './archive-format.ts';

const PARTS = FACTS_PARTS;
type Part = (typeof PARTS)[number];

export interface ArchiveBody {
  body: CreateEstateBody;
  /** The temporary id an archived item was given (undefined: no such item). */
  tempOf: (part: Part, id: number) => number | undefined;
}

/** Item file references (`files`) by blob name: each follows its file to its new blob, or goes with it. */
type BlobMap = (blobName: string) => string | undefined;
const refsOf = <T extends object>(x: T, blobOf: BlobMap): T => {
  const files = (x as { files?: unknown }).files;
  if (!Array.isArray(files)) return x;
  const kept = (files as FileRef[]).flatMap((r) => {
    const blob = blobOf(r.blob_name);
    return blob ? [{ ...r, blob_name: blob }] : [];
  });
  return { ...x, files: kept };
};
const slotRefs = <T extends { files: Record<string, FileRef[]> }>(x: T, blobOf: BlobMap): T => ({
  ...x,
  files: Object.fromEntries(Object.entries(x.files).map(([k, v]) => [k, refsOf({ files: v }, blobOf).files])),
});

export function archiveBody(a: ArchiveManifest, blobOf: BlobMap = () => undefined): ArchiveBody {
  const e = a.estate;
  const temp = new Map<string, number>();
  let next = -1;
  for (const part of PARTS) {
    for (const item of [...e[part]].sort((x, y) => x.id - y.id)) temp.set(`${part}:${item.id}`, next--);
  }
  const tempOf = (part: Part, id: number) => temp.get(`${part}:${id}`);
  // A reference to an item the archive does not hold stays as it is, and the save refuses it by name.
  const to = (part: Part, id: number | null) => (id === null ? null : (tempOf(part, id) ?? id));
  const renumber = <T extends { id: number }>(part: Part, items: readonly T[]) =>
    [...items]
      .sort((x, y) => x.id - y.id)
      .map((i) => ({ ...refsOf(i, blobOf), id: tempOf(part, i.id) as number }));
  const txacts = renumber('txacts', e.txacts).map((t) => ({
    ...t,
    asset: to('assets', t.asset),
    item: to(ITEM_IS_ASSET.has(t.cat) ? 'assets' : 'debts', t.item),
    heir_id: to('heirs', t.heir_id),
    exexp_ids: t.exexp_ids.map((x) => to('exec_expenses', x) as number),
  }));
  const body = {
    meta: { ...slotRefs(e.meta, blobOf), ...a.tasks },
    dec: slotRefs(e.dec, blobOf),
    contacts: renumber('contacts', e.contacts),
    heirs: renumber('heirs', e.heirs),
    assets: renumber('assets', e.assets),
    debts: renumber('debts', e.debts),
    exec_expenses: renumber('exec_expenses', e.exec_expenses),
    exec_log: renumber('exec_log', e.exec_log),
    locs: renumber('locs', e.locs),
    txacts,
  } as CreateEstateBody;
  return { body, tempOf };
}
