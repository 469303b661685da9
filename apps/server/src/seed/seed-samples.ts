import { blobsOf, type Db, deleteEstate, waitStartupTurn } from '@probity/db';
import { sampleEstates } from '@probity/domain/samples';
import { insertWholeEstate } from '../estate/index.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { attachSampleFiles, renderSampleFiles } from './sample-files.ts';

/**
 * Rewrites the Sample estates (at every start, so their dates stay relative to today) with their papers
 * (sample-files.ts). One transaction, under an advisory lock: servers starting at once take turns (without it the
 * second one's delete missed the rows the first had just inserted, and its insert then failed on the estate id).
 * Bytes are not transactional: those this start wrote are removed if the transaction fails, and the ones the
 * rows no longer name only once it has committed (until then the old rows still name them).
 */
export async function seedSamples(
  db: Db,
  store: FileStorage,
  today = new Date().toISOString().slice(0, 10),
): Promise<void> {
  const samples = sampleEstates(today);
  const files = await Promise.all(samples.map(renderSampleFiles));
  const kept = new Set(files.flat().map((f) => f.row.blob_name));
  const stale = await db.transaction(async (tx) => {
    await waitStartupTurn(tx);
    const before: string[] = [];
    const written: string[] = [];
    try {
      for (const [i, { id, body }] of samples.entries()) {
        before.push(...(await blobsOf(tx, { estateId: id })));
        await deleteEstate(tx, id);
        const { ids } = await insertWholeEstate(tx, id, null, body);
        written.push(...(await attachSampleFiles(tx, store, files[i] ?? [], ids)));
      }
    } catch (err) {
      await store.remove(written.filter((b) => !before.includes(b)));
      throw err;
    }
    return before.filter((b) => !kept.has(b));
  });
  await store.remove(stale);
}
