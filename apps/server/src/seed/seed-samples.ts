import { type Db, deleteEstate, waitStartupTurn } from '@probity/db';
import { sampleEstates } from '@probity/domain/samples';
import { insertWholeEstate } from '../estate/index.ts';

/**
 * Rewrites the Sample estates (at every start, so their dates stay relative to today). One transaction, under an
 * advisory lock: servers starting at once take turns (without it the second one's delete missed the rows the
 * first had just inserted, and its insert then failed on the estate id).
 */
export async function seedSamples(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await db.transaction(async (tx) => {
    await waitStartupTurn(tx);
    for (const { id, body } of sampleEstates(today)) {
      await deleteEstate(tx, id);
      await insertWholeEstate(tx, id, null, body);
    }
  });
}
