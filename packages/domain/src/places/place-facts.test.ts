import { describe, expect, it } from 'vitest';
import { placeFacts } from './place-facts.ts';
import { CA_PROVINCES, US_STATES, US_TERRITORIES } from './regions.ts';
import { SMALL_ESTATE, smallEstateLimit } from './small-estates.ts';

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

  it('Illinois: $150,000 for a death from 15 August 2025, $100,000 before (P.A. 104-0346)', () => {
    const small = placeFacts('IL', '2026-11-28')?.facts.find((f) => f.key === 'small');
    expect(small?.text).toContain(
      'Limit: $150,000 of personal property, not counting registered vehicles, for a death from 15 August 2025; $100,000 of personal property, not counting registered vehicles, for an earlier death.',
    );
    expect(small?.sources.map((s) => s.url)).toContain(
      'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
    );
    expect(small?.checked).toBe('2026-11-28');
    const rule = SMALL_ESTATE.IL;
    expect(rule && smallEstateLimit(rule, '2025-08-14')).toMatch(/^\$100,000/);
    expect(rule && smallEstateLimit(rule, '2025-08-15')).toMatch(/^\$150,000/);
  });

  it('the figures the law review corrected (issue 35)', () => {
    const fact = (code: string, key: string) =>
      placeFacts(code, '2026-11-28')?.facts.find((f) => f.key === key);
    expect(fact('PA', 'small')?.text).toContain('up to $50,000 of personal property');
    expect(fact('PA', 'small')?.sources[0]?.url).toMatch(/^https:\/\/www\.legis\.state\.pa\.us\//);
    expect(fact('NJ', 'small')?.text).toContain('Only when there is no will');
    expect(fact('NJ', 'small')?.text).toContain('$20,000 for another heir');
    expect(fact('TX', 'small')?.text).toContain('Only when there is no will');
    expect(fact('GA', 'creditors')?.text).toContain('three months of the last of these notices');
    expect(fact('PA', 'creditors')?.text).toContain('first complete advertisement');
    expect(fact('OH', 'creditors')?.text).toContain('within six months of the death');
    expect(fact('FL', 'creditors')?.sources[0]?.url).toMatch(/^https:\/\/www\.leg\.state\.fl\.us\//);
    expect(fact('QC', 'comp')?.text).toContain(
      'A liquidator who is also an heir is paid only if the will provides for it or the heirs agree',
    );
    expect(fact('NY', 'comp')?.text).toContain(
      'real estate handed to an heir as it is, without being sold, is not counted',
    );
    expect(
      fact('AB', 'probatefee')
        ?.sources.map((s) => s.url)
        .join(' '),
    ).not.toMatch(/blog/);
    expect(
      fact('SK', 'probatefee')
        ?.sources.map((s) => s.url)
        .join(' '),
    ).not.toMatch(/kpmg/);
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
        // each fact says when its figure was last checked: a real day, not in the future
        expect(f.checked, `${code} ${f.key}`).toMatch(/^20\d\d-\d\d-\d\d$/);
        expect(f.checked <= '2026-11-28' && f.checked >= '2025-01-01', `${code} ${f.key}`).toBe(true);
        for (const s of f.sources) expect(s.url, `${code} ${f.key}`).toMatch(/^https?:\/\/\S+$/);
      }
    }
  });
});
