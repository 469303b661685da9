import {
  bumpRevision,
  findEstate,
  insertItems,
  listItems,
  lockEstate,
  reserveIds,
  updateItem,
} from '@probity/db';
import { type Facts, recompute, ZTxact, ZWorkingCopy } from '@probity/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../../test/support/helpers.ts';
import { recordStatements } from '../../../test/support/statements.ts';
import { testDb } from '../../../test/support/world.ts';
import { factsInput, readFull } from '../read-rows.ts';
import { storeDerived } from './store-derived.ts';

// storeDerived as a save calls it: after the save's writes, with the facts as the save left them (new items still
// under their temporary ids) and the id map; the revision bump then stamps the stored values as current.
const sent = recordStatements();
const t = useOwner('storederived');
const db = testDb();
afterAll(() => db.close());

async function estate() {
  const made = await createEstate(t.owner, {
    meta: { label: `Stored ${Date.now()} ${Math.random()}`, country_code: 'us' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
    assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 1_000_00 }],
  });
  return { id: made.id, assetId: made.ids['-1'] as number };
}

const factsOf = async (x: Parameters<typeof readFull>[0], id: string): Promise<Facts> =>
  ZWorkingCopy.parse(factsInput((await readFull(x, id, 'owner')) as never));

/** One save, by hand: a new deposit written under a reserved id, facts with its temporary id -1. `stored`: how many
 *  item rows storeDerived rewrote, in how many statements. */
async function saveDeposit(id: string, assetId: number, val: number, map: boolean, stored?: number[]) {
  return db.db.transaction(async (tx) => {
    await lockEstate(tx, id);
    const [real] = await reserveIds(tx, 'txacts', 1);
    const deposit = ZTxact.parse({ id: -1, asset: assetId, cat: 1, i_type: 0, val, date: '2026-08-02' });
    await insertItems(tx, 'txacts', id, [{ ...deposit, id: real as number }]);
    const before = await factsOf(tx, id);
    const facts = { ...before, txacts: [...before.txacts.filter((x) => x.id !== real), deposit] };
    const from = sent.length;
    const rows = await storeDerived(
      tx,
      id,
      facts,
      recompute(facts),
      map ? new Map([[-1, real as number]]) : undefined,
    );
    stored?.push(rows, sent.length - from);
    await bumpRevision(tx, id, { action: 'test' });
    return real as number;
  });
}

/** The checking account as GET /full answers it. */
async function checking(e: { id: string; assetId: number }) {
  const full = (await t.owner.call('GET', `/api/estate/${e.id}/full`)).json().payload;
  return full.assets.find((a: { id: number }) => a.id === e.assetId);
}

describe('storeDerived', () => {
  it('stores the items and totals the engine derived, new items by their real ids, current for the new revision', async () => {
    const e = await estate();
    const real = await saveDeposit(e.id, e.assetId, 25_00, true);
    const row = await findEstate(db.db, e.id);
    expect(row?.derived_rev).toBe(row?.revision);
    const asset = (await listItems(db.db, 'assets', e.id)).find((a) => a.id === e.assetId);
    expect([asset?.val, asset?.txact_num]).toEqual([1_025_00, 1]);
    const tx = (await listItems(db.db, 'txacts', e.id)).find((x) => x.id === real);
    expect([tx?.balance, tx?.effective_val]).toEqual([1_025_00, 25_00]);
  });

  it('writes the moved rows of every part and the totals in one statement, and answers how many rows moved', async () => {
    const e = await estate();
    const first: number[] = [];
    await saveDeposit(e.id, e.assetId, 25_00, true, first);
    // the checking account's figures and the new deposit's balance, in one round trip
    expect(first).toEqual([2, 1]);
    const again: number[] = [];
    await saveDeposit(e.id, e.assetId, 10_00, true, again);
    // the asset again, the new deposit, and the first deposit whose running balance is unchanged is left alone
    expect(again).toEqual([2, 1]);
    const totals = await findEstate(db.db, e.id);
    expect(totals?.derived_rev).toBe(totals?.revision);
    expect((await checking(e)).val).toBe(1_035_00);
  });

  it('leaves the values behind the revision when a new item has no real id, and the next read derives them', async () => {
    const e = await estate();
    await saveDeposit(e.id, e.assetId, 30_00, false);
    const row = await findEstate(db.db, e.id);
    expect(row?.derived_rev).not.toBe(row?.revision);
    expect((await checking(e)).val).toBe(1_030_00);
    const after = await findEstate(db.db, e.id);
    expect(after?.derived_rev).toBe(after?.revision);
  });

  it('is undone by a later write of the engine inputs in the same save', async () => {
    const e = await estate();
    await db.db.transaction(async (tx) => {
      await lockEstate(tx, e.id);
      const facts = await factsOf(tx, e.id);
      await storeDerived(tx, e.id, facts, recompute(facts));
      await updateItem(tx, 'assets', e.id, e.assetId, { val_death: 2_000_00 });
      await bumpRevision(tx, e.id, { action: 'test' });
    });
    const row = await findEstate(db.db, e.id);
    expect(row?.derived_rev).not.toBe(row?.revision);
    expect((await checking(e)).val).toBe(2_000_00);
  });
});
