import { createDb, type DbClient, writeItemsJson } from '@probity/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useApp } from '../../test/support/helpers.ts';
import { makeWorld, testDb } from '../../test/support/world.ts';

// GET /full reads its largest list on a second connection in the first one's snapshot, a page at a time
// (writeItemsJson): the answer must be what one connection reading everything would give, whatever commits
// meanwhile.

const t = useApp();
const PARTS = ['assets', 'txacts', 'contacts'] as const;
let estateId = '';
let db: DbClient;

/** The members writeItemsJson writes, as one parsed object, read in a repeatable-read transaction of `client`. */
async function read(client: DbClient, before?: () => Promise<unknown>) {
  let text = '';
  await client.db.transaction(
    async (tx) => {
      await tx.execute(sql`select 1`); // the snapshot is taken here
      await before?.();
      await writeItemsJson(client.db, tx, PARTS, estateId, (piece) => {
        text += piece;
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return JSON.parse(`{${text.slice(1)}}`) as Record<(typeof PARTS)[number], { id: number; val: number }[]>;
}

beforeAll(async () => {
  const w = await makeWorld(t.app);
  estateId = w.estateId;
  db = testDb();
  // 3,200 transactions: three pages of the second connection's reading.
  await db.db.execute(sql`insert into txacts (estate_id, id, asset, date, cat, i_type, val, name)
    select ${estateId}, n, ${w.assetId}, date '2026-09-01', 151, 2, n * 100, 'Deposit ' || n
    from generate_series(1, 3200) n`);
});
afterAll(() => db.close());

describe('GET /full read on two connections', () => {
  it('gives every row once, in id order, as one connection reading alone gives them', async () => {
    const alone = createDb(inject('databaseUrl'), 1); // no second connection to be had: read in turn
    try {
      const split = await read(db);
      expect(split.txacts.map((x) => x.id)).toEqual(Array.from({ length: 3200 }, (_, i) => i + 1));
      expect(split.txacts.reduce((s, x) => s + x.val, 0)).toBe((100 * 3200 * 3201) / 2);
      // the world's checking account and the estate's cash account the creation adds
      const assetIds = split.assets.map((a) => a.id);
      expect(assetIds).toHaveLength(2);
      expect(assetIds).toEqual([...assetIds].sort((a, b) => a - b));
      expect(await read(alone)).toEqual(split);
    } finally {
      await alone.close();
    }
  });

  it('opens the second connection when the pool holds only the one it reads on, and not past its limit', async () => {
    // a user's reads one after another keep one connection open: none is idle while the first reads
    const fresh = createDb(inject('databaseUrl'), 3);
    const alone = createDb(inject('databaseUrl'), 1);
    try {
      const split = await read(fresh);
      expect(fresh.pool.totalCount).toBe(2);
      expect(split.txacts).toHaveLength(3200);
      expect(await read(alone)).toEqual(split);
      expect(alone.pool.totalCount).toBe(1);
    } finally {
      await Promise.all([fresh.close(), alone.close()]);
    }
  });

  it('does not see a transaction committed after the answer began', async () => {
    const seen = await read(db, () =>
      // on another connection of the pool, committed at once; idle again before the lists are read
      db.db.execute(sql`insert into txacts (estate_id, id, asset, date, cat, i_type, val)
        values (${estateId}, 5000, (select min(id) from assets where estate_id = ${estateId}), '2026-09-02', 151, 2, 1)`),
    );
    expect(seen.txacts).toHaveLength(3200);
    expect((await read(db)).txacts).toHaveLength(3201);
  });
});
