import { describe, expect, it } from 'vitest';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { checkSave, withDerived } from './full.ts';

describe('working copy with derived values and the save check', () => {
  it('merges derived values into each item', () => {
    const w = withDerived(scenarioEstate());
    expect(w.assets.find((a) => a.id === 2)).toMatchObject({
      name: 'House on Elm St.',
      val: 0,
      paid: 312_500_00,
    });
    expect(w.meta.refunds).toBe(123_45);
    expect(w.exec_expenses.every((e) => e.paid !== null)).toBe(true);
  });
  it('a save drops derived fields a client sent and recomputes them', () => {
    const w = withDerived(scenarioEstate());
    const tampered = { ...w, assets: w.assets.map((a) => (a.id === 2 ? { ...a, val: 1, paid: 5 } : a)) };
    const r = checkSave(tampered);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.derived.assets.get(2)).toMatchObject({ val: 0, paid: 312_500_00 });
  });
  it('refuses a save whose result breaks an invariant, naming the item', () => {
    const f = scenarioEstate();
    const broken = { ...f, txacts: f.txacts.map((t, i) => (i === 0 ? { ...t, asset: 999 } : t)) };
    const r = checkSave(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]?.msg).toMatch(/^txact -?\d+: asset 999 does not exist$/);
  });
  it('refuses a badly shaped estate with the path', () => {
    const r = checkSave({ meta: {}, dec: {}, assets: [{ id: 1, val_death: 1.5 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]?.msg).toContain('assets.0.val_death');
  });
});
