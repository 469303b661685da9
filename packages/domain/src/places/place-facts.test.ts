import { describe, expect, it } from 'vitest';
import { placeFacts } from './place-facts.ts';
import { CA_PROVINCES, US_STATES, US_TERRITORIES } from './regions.ts';

describe('the state and province pages', () => {
  it('Ohio: release from administration, a statutory fee, no state death taxes, the residence rule', () => {
    const p = placeFacts('OH', '2026-11-26');
    expect([p?.name, p?.country]).toEqual(['Ohio', 'us']);
    const by = Object.fromEntries((p?.facts ?? []).map((f) => [f.key, f]));
    expect(by.small?.text).toContain(
      'Release from administration up to $35,000, or $100,000 when everything goes to the spouse',
    );
    expect(by.comp?.text).toContain('set by law (Ohio Rev. Code §2113.35)');
    expect(by.tax?.text).toBe('Ohio has no estate tax of its own; only the federal estate tax can apply.');
    expect(by.inherit?.text).toBe('Ohio has no inheritance tax.');
    expect(by.agent?.text).toContain('related to the decedent by blood or marriage');
    expect(by.probatefee).toBeUndefined(); // a flat court fee
  });

  it('New York: its estate tax of the year, the creditor period, a probate fee by value', () => {
    const by = Object.fromEntries((placeFacts('NY', '2026-11-26')?.facts ?? []).map((f) => [f.key, f]));
    expect(by.tax?.text).toBe(
      'New York taxes estates above its own exemption, apart from the federal estate tax. For a death in 2026, estates above $7,350,000 pay it. New York has a cliff: an estate more than 5% above the exemption loses it entirely.',
    );
    expect(by.creditors?.text).toContain('seven months after letters');
    expect(by.probatefee?.text).toContain('N.Y. Surr. Ct. Proc. Act §2402(7)');
  });

  it('Ontario and Quebec: no estate tax, the Estate Information Return, Quebec’s notarial wills', () => {
    const on = placeFacts('ON', '2026-11-26');
    expect(on?.facts.map((f) => f.title)).toEqual([
      'Executor pay',
      'Probate fee',
      'Taxes at death',
      'File the Estate Information Return',
    ]);
    const qc = placeFacts('QC', '2026-11-26');
    expect(qc?.facts[0]?.text).toMatch(/^A notarial will needs no probate/);
    expect(placeFacts('XX', '2026-11-26')).toBeNull();
  });

  it('every state, territory and province has a page whose every fact names a source', () => {
    const codes = [...US_STATES, ...US_TERRITORIES, ...CA_PROVINCES].map((r) => r.value);
    expect(codes).toHaveLength(51 + 6 + 13);
    for (const code of codes) {
      const p = placeFacts(code, '2026-11-26');
      // the territories: executor pay at least (the tax chart covers the states only)
      const territory = US_TERRITORIES.some((t) => t.value === code);
      expect(p?.facts.length, code).toBeGreaterThanOrEqual(territory ? 1 : 2);
      for (const f of p?.facts ?? []) {
        expect(f.sources.length, `${code} ${f.key}`).toBeGreaterThan(0);
        for (const s of f.sources) expect(s.url, `${code} ${f.key}`).toMatch(/^https?:\/\/\S+$/);
      }
    }
  });
});
