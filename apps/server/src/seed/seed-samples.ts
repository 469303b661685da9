import { type Db, deleteEstate } from '@probity/db';
import { insertWholeEstate } from '../estates/save/create-estate.ts';
import { sampleEstates } from './sample-estates.ts';

/** Rewrites the Sample estates (at every start, so their dates stay relative to today). One transaction. */
export async function seedSamples(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, body } of sampleEstates(today)) {
      await deleteEstate(tx, id);
      await insertWholeEstate(tx, id, null, body);
    }
  });
}
