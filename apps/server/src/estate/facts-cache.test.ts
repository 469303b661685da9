import { factsVersion } from '@probity/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDb, useWorld } from '../../test/support/world.ts';
import { keptCounts } from './facts-cache.ts';

// The save keeps each estate's parsed item lists by facts_version, which a trigger of every item table moves
// on any write. Here: the second of two saves uses the copy (and, with PROBITY_CHECK_FACTS_CACHE=1, finds it equal
// to the stored rows); a write made behind the server's back moves the version, so the next save reads afresh
// and decides on the rows as they are.

const w = useWorld();
const db = testDb();
afterAll(() => db.close());

const version = async () => (await factsVersion(db.db, w.estateId)) as number;
const saveValue = async (val_death: number) => {
  const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
    revision: await w.rev(),
    parts: { assets: { add: [], mod: [{ id: w.assetId, val_death }], del: [] } },
  });
  expect(res.statusCode).toBe(200);
};
const assetOf = async () =>
  (await w.owner.call('GET', `/api/estate/${w.estateId}/full`))
    .json()
    .payload.assets.find((a: { id: number }) => a.id === w.assetId);

describe("the save's copy of an estate's facts", () => {
  it('moves facts_version on every insert, update and delete of an item list, once per statement', async () => {
    const v0 = await version();
    await db.db.execute(sql`insert into contacts (estate_id, id, name) values
      (${w.estateId}, 900, 'Ada'), (${w.estateId}, 901, 'Ben')`);
    expect(await version()).toBe(v0 + 1);
    await db.db.execute(
      sql`update contacts set name = name || '!' where estate_id = ${w.estateId} and id >= 900`,
    );
    expect(await version()).toBe(v0 + 2);
    await db.db.execute(sql`delete from contacts where estate_id = ${w.estateId} and id >= 900`);
    expect(await version()).toBe(v0 + 3);
    // a statement that touches no row of the estate leaves it be
    await db.db.execute(sql`delete from contacts where estate_id = ${w.estateId} and id = 999`);
    expect(await version()).toBe(v0 + 3);
  });

  it('is used by the next save, and read afresh after a write it did not make', async () => {
    await saveValue(600_00);
    const before = keptCounts();
    await saveValue(610_00);
    expect(keptCounts().used).toBe(before.used + 1);
    expect(keptCounts().read).toBe(before.read);
    // the last save's facts themselves, with the values it derived (checked against a fresh derivation)
    expect(keptCounts().whole).toBe(before.whole + 1);

    // behind the server's back: the asset's value at death changes in the table itself
    await db.db.execute(
      sql`update assets set val_death = 77700 where estate_id = ${w.estateId} and id = ${w.assetId}`,
    );
    const mid = keptCounts();
    const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: await w.rev(),
      parts: { assets: { add: [], mod: [{ id: w.assetId, note: 'checked' }], del: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(keptCounts().read).toBe(mid.read + 1);
    const asset = await assetOf();
    // the value now, which the save's engine run stored, follows the row as written, not the copy's 6,100.00
    expect(asset.val_death).toBe(777_00);
    expect(asset.val).toBe(777_00);
    expect(asset.note).toBe('checked');
  });

  it("derives afresh when the estate's own fields changed behind its back, keeping only the lists", async () => {
    await saveValue(620_00);
    const setExecState = async (state_exec: string) =>
      db.db.execute(sql`update estates set state_exec = ${state_exec} where id = ${w.estateId}`);
    await setExecState('NY');
    const before = keptCounts();
    await saveValue(630_00);
    expect(keptCounts().used).toBe(before.used + 1);
    expect(keptCounts().whole).toBe(before.whole);
    // the save after it finds its own facts again
    await saveValue(640_00);
    expect(keptCounts().whole).toBe(before.whole + 1);
    expect((await assetOf()).val_death).toBe(640_00);
  });

  it('reads afresh after a write another server commits while this save waits for the lock', async () => {
    await saveValue(650_00);
    await saveValue(660_00); // the copy now holds the lists as this save left them
    // another server's save: it holds the estate row's lock and has written the asset, not yet committed
    const other = await db.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from estates where id = $1 for update', [w.estateId]);
      await other.query('update assets set val_death = 88800 where estate_id = $1 and id = $2', [
        w.estateId,
        w.assetId,
      ]);
      const before = keptCounts();
      const saving = w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
        revision: await w.rev(),
        parts: { assets: { add: [], mod: [{ id: w.assetId, note: 'after the other server' }], del: [] } },
      });
      // the save waits for the lock (its lists could change until then), then finds facts_version moved
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(200);
      expect(keptCounts().read).toBe(before.read + 1);
    } finally {
      other.release();
    }
    const asset = await assetOf();
    expect(asset.val_death).toBe(888_00);
    expect(asset.val).toBe(888_00);
    expect(asset.note).toBe('after the other server');
  });
});
