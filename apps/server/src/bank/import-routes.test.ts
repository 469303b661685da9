import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CAT,
  MSG_NOT_BEFORE_DEATH,
  MSG_SAMPLE_IMPORT,
  TXACT_KIND,
  VARIOUS_REFUNDS_NAME,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';

// Statement files into an asset's downloads (POST /connect/estate/{id}/csv/{assetId}), the rows waiting
// (GET /api/estate/{id}/bank), and accepting them through an ordinary save.

const w = useWorld();
const FIXTURES = join(import.meta.dirname, '../../../../packages/domain/src/bank/fixtures/ofx');
const CSV = [
  'Date,Description,Amount',
  '09/02/2026,GEORGIA POWER CO ONLINE PMT,-217.33',
  '09/05/2026,SOCIAL SECURITY DEPOSIT,"1,850.00"',
  '09/05/2026,COFFEE,-5.00',
  '09/05/2026,COFFEE,-5.00',
].join('\n');
const url = (assetId = w.assetId, id = w.estateId) => `/connect/estate/${id}/csv/${assetId}`;
const pending = async () =>
  (await w.owner.call('GET', `/api/estate/${w.estateId}/bank`)).json().payload.downloads as {
    id: number;
    transaction_id: string;
    val: number;
    date: string;
  }[];

type Row = {
  id: number;
  transaction_id: string;
  date: string;
  val: number;
  name: string;
  cat: number;
  i_type: number;
};
/** Every waiting row of an estate's downloads. */
const downloadsOf = async (estateId: string) =>
  (await w.owner.call('GET', `/api/estate/${estateId}/bank`)).json().payload.downloads as Row[];
/** An estate of its own whose one asset, a deposit account worth 30,000.00 at death, takes the statement. */
async function oneAccount(label: string, name: string, death: string, account: string) {
  const e = await createEstate(w.owner, {
    meta: { label, state: 'GA' },
    dec: { name, death_date: death },
    assets: [{ id: -1, name: account, i_type: 14, val_death: 3_000_000 }],
  });
  return { id: e.id, asset: e.ids['-1'] as number };
}

/** A transaction as the import dialog books a downloaded row. */
const booked = (id: number, row: { date: string; val: number; transaction_id: string }) => ({
  id,
  asset: w.assetId,
  cat: 50,
  i_type: 1,
  val: -row.val,
  date: row.date,
  name: 'Power',
  d_id: row.transaction_id,
});

describe('statement import', () => {
  it('stores a CSV once: rows read again are not stored twice, and wait to be accepted', async () => {
    const first = await w.owner.call('POST', url(), { kind: 'csv', text: CSV, file_name: 'checking.csv' });
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({ added: 4, already: 0, problems: [] });
    const again = await w.owner.call('POST', url(), { kind: 'csv', text: CSV, file_name: 'checking.csv' });
    expect(again.json().payload).toMatchObject({ added: 0, already: 4 });
    const rows = await pending();
    expect(rows.map((r) => [r.date, r.val]).sort()).toEqual([
      ['2026-09-02', -21_733],
      ['2026-09-05', -500],
      ['2026-09-05', -500],
      ['2026-09-05', 185_000],
    ]);
  });

  it('accepting is a save: the transactions carry the rows, the rows are done, and a re-import finds them booked', async () => {
    const rows = await pending();
    const power = rows.find((r) => r.val === -21_733);
    if (!power) throw new Error('no row');
    const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: await w.rev(),
      parts: {
        txacts: { add: [booked(-1, power)] },
        bank_downloads: { mod: [{ id: power.id, action: 'exists' }] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await pending()).map((r) => r.id)).not.toContain(power.id);
    // The same row from another export of the period (a new file name, one more day) is already in the ledger.
    const next = `${CSV}\n09/06/2026,HARDWARE,-12.00`;
    const third = await w.owner.call('POST', url(), { kind: 'csv', text: next, file_name: 'checking-2.csv' });
    expect(third.json().payload).toMatchObject({ added: 1, already: 4 });
    // Booking that row a second time is refused by the save itself, whatever the client.
    const twice = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: await w.rev(),
      parts: {
        txacts: { add: [booked(-2, power)] },
      },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('reads an OFX statement, and asks which account when a file holds several', async () => {
    const one = readFileSync(join(FIXTURES, 'bank_medium.ofx'), 'utf8');
    const res = await w.owner.call('POST', url(), { kind: 'ofx', text: one, file_name: 'bank_medium.ofx' });
    expect(res.statusCode).toBe(200);
    // A real 2009 statement: every row is before this estate's date of death.
    expect(res.json().payload).toMatchObject({
      added: 0,
      before_death: 3,
      closing: { val: 38_234, date: '2009-05-23' },
    });
    const ofx2 = `<?xml version="1.0"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</CURDEF>
<BANKACCTFROM><ACCTID>555</ACCTID></BANKACCTFROM><BANKTRANLIST>
<STMTTRN><DTPOSTED>20260902</DTPOSTED><TRNAMT>-217.33</TRNAMT><FITID>A1</FITID><NAME>GEORGIA POWER</NAME></STMTTRN>
<STMTTRN><DTPOSTED>20260910</DTPOSTED><TRNAMT>-80.00</TRNAMT><FITID>A2</FITID><NAME>PHARMACY</NAME></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>4702.67</BALAMT><DTASOF>20260930</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const two = await w.owner.call('POST', url(), { kind: 'ofx', text: ofx2, file_name: 'sept.qfx' });
    expect(two.json().payload).toMatchObject({
      added: 2,
      already: 0,
      closing: { val: 470_267, date: '2026-09-30' },
    });
    const ids = (await pending()).map((r) => r.transaction_id);
    expect(ids).toEqual(expect.arrayContaining(['ofx:555:A1', 'ofx:555:A2']));
    const many = readFileSync(join(FIXTURES, 'multiple_accounts2.ofx'), 'utf8');
    const ask = await w.owner.call('POST', url(), { kind: 'ofx', text: many, file_name: 'two.ofx' });
    expect(ask.json().payload.added).toBe(0);
    expect(ask.json().payload.accounts.length).toBeGreaterThan(1);
    const broken = await w.owner.call('POST', url(), {
      kind: 'ofx',
      text: 'not a statement',
      file_name: 'x.ofx',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('is refused to view-only users, strangers, the anonymous, the Sample estate and before a death date', async () => {
    const body = { kind: 'csv', text: CSV, file_name: 'x.csv' };
    expect((await w.viewer.call('POST', url(), body)).statusCode).toBe(403);
    expect((await w.stranger.call('POST', url(), body)).statusCode).toBe(404);
    expect((await w.anonymous.call('POST', url(), body)).statusCode).toBe(401);
    const sample = await w.owner.call('POST', url(1, 'sample'), body);
    expect(sample.statusCode).toBe(403);
    expect(sample.json().msg).toBe(MSG_SAMPLE_IMPORT);
    const alive = await createEstate(w.owner, {
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_pre: 100 }],
    });
    const early = await w.owner.call('POST', url(alive.ids['-1'], alive.id), body);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe(MSG_NOT_BEFORE_DEATH);
    expect((await w.editor.call('POST', url(), body)).statusCode).toBe(200);
  });
});

describe('rows before the date of death', () => {
  it('are left out: the value at death already holds them', async () => {
    const csv = 'Date,Description,Amount\n07/30/2026,Before,-1.00\n08/01/2026,On the day,-2.00';
    const res = await w.owner.call('POST', url(), { kind: 'csv', text: csv, file_name: 'edge.csv' });
    expect(res.json().payload).toMatchObject({ added: 1, already: 0, before_death: 1 });
  });
});

describe('a brokerage statement (OFX INVSTMTRS)', () => {
  it('stores its cash movements with a proposed category, and offers the holdings value', async () => {
    const created = await oneAccount('Brokerage estate', 'Ada Fidelity', '2012-01-01', 'Fidelity brokerage');
    const assetId = created.asset;
    const text = readFileSync(join(FIXTURES, 'fidelity.ofx'), 'utf8');
    const res = await w.owner.call('POST', url(assetId, created.id), {
      kind: 'ofx',
      text,
      file_name: 'fidelity.ofx',
    });
    expect(res.statusCode).toBe(200);
    // 17 cash movements (the second reader of test-io/statements.test.ts finds the same); the holdings at the
    // statement's date: positions 14,919.80 and cash 18,073.98.
    expect(res.json().payload).toMatchObject({
      added: 17,
      problems: [],
      value: { val: 3_299_378, date: '2012-09-08', positions: 1_491_980, cash: 1_807_398 },
    });
    const rows = await downloadsOf(created.id);
    expect(rows).toHaveLength(17);
    expect(rows.reduce((s, r) => s + r.val, 0)).toBe(-1_052_667);
    // Every row has a category, and it points the way the money went.
    for (const r of rows) expect(r.cat === null ? null : r.cat < 50).toBe(r.val > 0);
    // Eight buys and two sells are trades inside the account: Asset Purchase / Asset Sale if booked by hand, and
    // the proposed kind Adjustment (the review skips them); the other rows are proposed their own kind.
    const kinds = (pick: (r: Row) => boolean) => rows.filter(pick).map((r) => [r.cat, r.i_type]);
    expect(kinds((r) => /^(Purchase|Sale):/.test(r.name)).sort()).toEqual([
      ...Array(2).fill([CAT.assetSale, TXACT_KIND.adjust]),
      ...Array(8).fill([CAT.assetPurchase, TXACT_KIND.adjust]),
    ]);
    expect(kinds((r) => r.name === 'LATE SETTLEMENT FEE')).toEqual([[CAT.estateExpense, TXACT_KIND.debit]]);
    expect(kinds((r) => r.name.startsWith('Dividend:'))).toEqual(
      Array(4).fill([CAT.dividend, TXACT_KIND.credit]),
    );
  });
});

describe('proposed categories and the payees the estate remembers (issue 36)', () => {
  // A made-up September of an Ohio estate's checking account, shared with the browser test import-categories.spec.
  const STATEMENT = readFileSync(join(FIXTURES, '../csv/estate-september.csv'), 'utf8');

  it('proposes each row a category by its words and sign, then by the payee the user booked', async () => {
    const e = await oneAccount('Payees estate', 'Ruth Payee', '2026-08-01', 'Checking');
    const { asset } = e;
    await w.owner.call('POST', url(asset, e.id), { kind: 'csv', text: STATEMENT, file_name: 'sept.csv' });
    const rows = await downloadsOf(e.id);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.cat]))).toEqual({
      'IRS TREAS 310 TAX REF': CAT.refund,
      'SSA TREAS 310 XXSOC SEC': CAT.income,
      'CPP CANADA': CAT.income,
      'DOMINION ENERGY OHIO': CAT.estateExpense,
      'ALLSTATE INS PREM': CAT.estateExpense,
      'MONTHLY SERVICE FEE': CAT.estateExpense,
      'ACME LAWN CARE 4411': CAT.otherWithdrawal,
    });
    // The review books the refund with no asset named (the engine's Various Refunds asset) and the lawn care as
    // an Estate Expense, and saves the estate's memory with them, as the browser does.
    const refund = rows.find((r) => r.name.startsWith('IRS')) as (typeof rows)[number];
    const lawn = rows.find((r) => r.name.startsWith('ACME')) as (typeof rows)[number];
    const meta = (await w.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
    const saved = await w.owner.call('POST', `/api/estate/${e.id}/save`, {
      revision: meta.revision,
      parts: {
        meta: { config: { ...meta.config, payees: { 'acme lawn care': CAT.estateExpense } } },
        // The Various Refunds asset the engine made in the browser's copy when the refund was booked.
        assets: { add: [{ id: -7, name: VARIOUS_REFUNDS_NAME, i_type: 23, sundry_refunds: true }] },
        txacts: {
          add: [
            {
              id: -5,
              asset,
              cat: CAT.refund,
              item: -7,
              i_type: 0,
              val: 241_200,
              date: refund.date,
              name: refund.name,
              d_id: refund.transaction_id,
            },
            {
              id: -6,
              asset,
              cat: CAT.estateExpense,
              i_type: 1,
              val: 5_000,
              date: lawn.date,
              name: lawn.name,
              d_id: lawn.transaction_id,
            },
          ],
        },
        bank_downloads: { mod: [refund, lawn].map((r) => ({ id: r.id, action: 'exists' })) },
      },
    });
    expect(saved.statusCode).toBe(200);
    const full = (await w.owner.call('GET', `/api/estate/${e.id}/full`)).json().payload;
    const various = full.assets.find((a: { sundry_refunds: boolean }) => a.sundry_refunds);
    expect(full.txacts.find((t: { d_id: string }) => t.d_id === refund.transaction_id)).toMatchObject({
      cat: CAT.refund,
      item: various.id,
    });
    expect(full.meta.config.payees).toEqual({ 'acme lawn care': CAT.estateExpense });
    // October's statement: the same payee with another invoice number is proposed what the user chose.
    const october = 'Date,Description,Amount\n10/09/2026,ACME LAWN CARE 4502,-55.00';
    await w.owner.call('POST', url(asset, e.id), { kind: 'csv', text: october, file_name: 'oct.csv' });
    expect((await downloadsOf(e.id)).find((r) => r.name === 'ACME LAWN CARE 4502')?.cat).toBe(
      CAT.estateExpense,
    );
  });

  it('refuses a memory that is not a payee-to-category map, and changes nothing', async () => {
    const meta = (await w.owner.call('GET', `/api/estate/${w.estateId}`)).json().payload;
    const bad = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: meta.revision,
      parts: { meta: { config: { ...meta.config, payees: { 'acme lawn care': 'Estate Expense' } } } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}`)).json().payload.revision).toBe(
      meta.revision,
    );
  });
});
