import type { OpsResult } from '@probity/domain';
import { ledgerBalances } from '@probity/domain/test-io';
import { expect } from 'vitest';
import type { Client } from './helpers.ts';
import { balanceOf } from './ledger-cli.ts';

/** One estate driven through POST /ops only, following its revision from answer to answer. */
export function opsClient(c: Client, estateId: string, revision: number) {
  let rev = revision;
  const ids = new Map<number, number>();
  const send = (ops: unknown[], answers?: Record<string, boolean>) =>
    c.call('POST', `/api/estate/${estateId}/ops`, { revision: rev, ops, ...(answers ? { answers } : {}) });
  return {
    /** The real id of a temporary id given by an earlier op. */
    id: (temp: number): number => {
      const real = ids.get(temp);
      if (real === undefined) throw new Error(`no item was created with temporary id ${temp}`);
      return real;
    },
    /** Runs ops that must succeed; answers the stored result. */
    async ok(ops: unknown[], answers?: Record<string, boolean>): Promise<OpsResult> {
      const res = await send(ops, answers);
      expect(res.json(), res.body).toMatchObject({ success: true });
      const r = res.json().payload as OpsResult;
      rev = r.revision;
      for (const [t, real] of Object.entries(r.ids)) ids.set(Number(t), real);
      return r;
    },
    /** Runs ops that must be refused with `msg`; checks nothing was stored (the revision did not move). */
    async refused(ops: unknown[], msg: string): Promise<void> {
      const res = await send(ops);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(msg);
      const meta = await c.call('GET', `/api/estate/${estateId}`);
      expect(meta.json().payload.revision).toBe(rev);
    },
    /** Runs ops that must ask a question; answers its answer code. */
    async asks(ops: unknown[], msg: string): Promise<string> {
      const res = await send(ops);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: false, code: 'confirm', msg });
      return res.json().answer as string;
    },
    revision: () => rev,
  };
}

/**
 * A fully distributed estate: every asset at 0 (API and journal), every debt at 0 in the journal, and each heir
 * holding `heirs[name]` both in GET /heirs and in ledger-cli's balance of the exported journal.
 */
export async function expectSettled(
  c: Client,
  estateId: string,
  o: { assets: string[]; debts: string[]; heirs: Record<string, number> },
): Promise<void> {
  const get = async (part: string) => (await c.call('GET', `/api/estate/${estateId}/${part}`)).json().payload;
  for (const a of await get('assets')) expect([a.name, a.val]).toEqual([a.name, 0]);
  const heirs = await get('heirs');
  for (const [name, cents] of Object.entries(o.heirs))
    expect(heirs.find((h: { name: string }) => h.name === name)).toMatchObject({ val_distrib: cents });
  const journal = ledgerBalances((await c.call('GET', `/api/estate/${estateId}/journal`)).body);
  for (const name of o.assets) expect([name, balanceOf(journal, 'Assets:', name)]).toEqual([name, 0]);
  for (const name of o.debts) expect([name, balanceOf(journal, 'Liabilities:', name)]).toEqual([name, 0]);
  for (const [name, cents] of Object.entries(o.heirs))
    expect([name, Math.abs(balanceOf(journal, 'Equity:Heirs:', name))]).toEqual([name, cents]);
}
