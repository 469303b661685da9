import {
  ASSET_TYPE,
  DEBT_TYPE,
  recompute,
  SAMPLE_ASSET_CENTS,
  SAMPLE_DEBT_CENTS,
  ZWorkingCopy,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { useApp, visitor } from '../../test/support/helpers.ts';

// The Sample estates carry a realistic inventory and keep their sample asset and debt.
const t = useApp();

type Row = { name: string; i_type: number; val_death: number | null; probate: boolean; loc_name: string };

for (const id of ['sample', 'sample_ca']) {
  describe(id, () => {
    it('has the sample asset of 12,500.00 and debt of 7,500.00', async () => {
      const v = visitor(t.app);
      const assets: Row[] = (await v.call('GET', `/api/estate/${id}/assets`)).json().payload;
      const debts: Row[] = (await v.call('GET', `/api/estate/${id}/debts`)).json().payload;
      expect(assets.filter((a) => a.val_death === SAMPLE_ASSET_CENTS)).toHaveLength(1);
      expect(debts.filter((d) => d.val_death === SAMPLE_DEBT_CENTS)).toHaveLength(1);
    });

    it('holds a house, accounts, a car, investments, life insurance and the cashflow account', async () => {
      const assets: Row[] = (await visitor(t.app).call('GET', `/api/estate/${id}/assets`)).json().payload;
      const types = new Set(assets.map((a) => a.i_type));
      for (const t of [
        ASSET_TYPE.realEstate,
        ASSET_TYPE.deposit,
        ASSET_TYPE.vehicle,
        ASSET_TYPE.brokerage,
        ASSET_TYPE.stocks,
        ASSET_TYPE.lifeInsurance,
        ASSET_TYPE.estateAccount,
      ])
        expect(types.has(t)).toBe(true);
      expect(assets.find((a) => a.i_type === ASSET_TYPE.lifeInsurance)?.probate).toBe(false);
      expect(assets.find((a) => a.i_type === ASSET_TYPE.estateAccount)?.val_death).toBeNull();
    });

    it('owes a mortgage and credit cards among other debts', async () => {
      const debts: Row[] = (await visitor(t.app).call('GET', `/api/estate/${id}/debts`)).json().payload;
      expect(debts.some((d) => d.i_type === DEBT_TYPE.secured)).toBe(true);
      expect(debts.filter((d) => d.i_type === DEBT_TYPE.creditCard).length).toBeGreaterThanOrEqual(1);
      expect(debts.length).toBeGreaterThanOrEqual(5);
    });

    it('lists contacts of several types with unique names, and the locations its items use', async () => {
      const full = (await visitor(t.app).call('GET', `/api/estate/${id}/full`)).json().payload;
      const names = full.contacts.map((c: { name: string }) => c.name);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(full.contacts.map((c: { i_type: number }) => c.i_type)).size).toBeGreaterThanOrEqual(6);
      const locNames = new Set(full.locs.map((l: { name: string }) => l.name));
      for (const a of full.assets as Row[]) if (a.loc_name) expect(locNames.has(a.loc_name)).toBe(true);
    });

    it('sets the land flag through its Real Estate asset', async () => {
      const full = (await visitor(t.app).call('GET', `/api/estate/${id}/full`)).json().payload;
      const d = recompute(ZWorkingCopy.parse({ ...full, meta: { ...full.meta } }));
      expect(d.meta.land).toBe(true);
      expect(d.meta.gval_death).toBeGreaterThan(SAMPLE_ASSET_CENTS);
    });
  });
}
