import { describe, expect, it } from 'vitest';
import { CAT, recompute, ZWorkingCopy } from '../index.ts';
import { sampleEstates } from './sample-estates.ts';

const TODAY = '2026-11-22';

describe.each(sampleEstates(TODAY))('the $id ledger story', ({ body }) => {
  const f = ZWorkingCopy.parse({
    ...body,
    meta: { ...body.meta, death_date: body.dec.death_date },
    locs: [],
  });
  const d = recompute(f);
  const byName = (name: string) => f.txacts.filter((t) => t.name === name);

  it('tells every step: deposits, bill payments, a sale, a transfer, a reimbursement and distributions', () => {
    expect(f.txacts.filter((t) => t.cat !== CAT.distribution)).toHaveLength(9);
    expect(f.txacts.filter((t) => t.cat === CAT.distribution)).toHaveLength(8);
    expect(byName('Sold the shares')[0]?.cat).toBe(CAT.assetSale);
    expect(byName('Moved to the estate account')[0]?.cat).toBe(CAT.transfer);
  });

  it("keeps the Sample's expense (125.00) and hours (5) and adds its own", () => {
    expect(f.exec_expenses.map((e) => e.val)).toContain(125_00);
    expect(f.exec_log.map((e) => e.hours)).toContain(5);
    expect(f.exec_expenses).toHaveLength(3);
    expect(f.exec_log).toHaveLength(3);
    const postage = f.exec_expenses.find((e) => e.val === 38_60);
    expect(postage && d.expensePaid.has(postage.id)).toBe(true);
  });

  it('never overdraws an asset and sells the shares at a gain', () => {
    for (const [, a] of d.assets) expect(a.val).toBeGreaterThanOrEqual(0);
    const shares = f.assets.find((a) => a.name.includes('shares'));
    const sale = byName('Sold the shares')[0];
    expect(shares && sale && sale.val > (shares.val_death ?? 0)).toBe(true);
  });

  it('has heirs with bequests, benefits and a residuary split, some done and some planned', () => {
    expect(f.heirs).toHaveLength(3);
    const dist = f.txacts.filter((t) => t.cat === CAT.distribution);
    expect(dist.filter((t) => t.date !== null).length).toBe(4);
    expect(dist.filter((t) => t.date === null).length).toBe(4);
    for (const h of f.heirs) expect(d.heirs.get(h.id)?.val_alloc ?? 0).toBeGreaterThan(0);
  });
});
