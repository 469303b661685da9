import { lockEstate } from '@probity/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDb, useWorld } from '../../../test/support/world.ts';

// A save whose changes depend on the estate (a rename carried to every item that names the location, a purge of an
// asset's transactions, a balance resync) decides them on the estate as the save locks it. Here a second writer
// holds the lock and changes an item while the rename waits: the rename must see that change and carry to it.

const w = useWorld();
const db = testDb();
afterAll(() => db.close());

/** Until some query of this database waits on a lock (the rename, queued behind the test's transaction). */
async function untilWaiting(): Promise<void> {
  for (;;) {
    const r = await db.db.execute(sql`select count(*)::int as n from pg_locks where not granted`);
    if ((r.rows[0] as { n: number }).n > 0) return;
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('a save planned on the locked estate', () => {
  it('carries a location rename to an item changed while the rename waited for the lock', async () => {
    const made = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Safe deposit box',
      note: '',
      revision: await w.rev(),
    });
    expect(made.statusCode).toBe(200);
    const locId = made.json().payload.id as number;

    let renamed: Promise<{ statusCode: number }> | undefined;
    await db.db.transaction(async (tx) => {
      await lockEstate(tx, w.estateId);
      renamed = w.owner.call('PUT', `/api/loc/${locId}`, {
        estate_id: w.estateId,
        name: 'Bank vault',
        force: true,
      });
      await untilWaiting();
      // Another writer, holding the lock, files the asset under the old name.
      await tx.execute(
        sql`update assets set loc_name = 'Safe deposit box' where estate_id = ${w.estateId} and id = ${w.assetId}`,
      );
    });
    expect((await renamed)?.statusCode).toBe(200);

    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    expect(full.locs.map((l: { name: string }) => l.name)).toEqual(['Bank vault']);
    expect(full.assets.find((a: { id: number }) => a.id === w.assetId).loc_name).toBe('Bank vault');
  });
});
