import { MSG_CALC_PROBLEM } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { useApp, visitor } from '../../test/support/helpers.ts';

// The calculators over HTTP (issue 19): open to anyone, cents in and out, the working line by line.
const t = useApp();

describe('the calculators', () => {
  it('computes a California executor fee on a 750,000 estate with its working', async () => {
    const res = await visitor(t.app).call('POST', '/api/comp/CA', { gross: 75_000_000 });
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect([p.amount, p.qualifier, p.authority]).toEqual([1_800_000, 'statutory', 'Cal. Prob. Code §10800']);
    expect(p.lines.map((l: { amount: number }) => l.amount)).toEqual([400_000, 300_000, 1_100_000]);
  });

  it('computes an Ontario probate fee on 1,234,567', async () => {
    const res = await visitor(t.app).call('POST', '/api/probate_fee/ON', {
      gross: 123_456_700,
      net: 100_000_000,
    });
    const p = res.json().payload;
    expect([p.amount, p.qualifier]).toEqual([1_777_500, 'statutory']);
    expect(p.lines[0].text).toBe(
      '$15.00 per $1,000.00 or part of the value above $50,000.00 ($1,184,567.00): 1185 x $15.00',
    );
  });

  it('refuses what it cannot compute with a message, and knows its places', async () => {
    const anyone = visitor(t.app);
    const effort = await anyone.call('POST', '/api/comp/CO', { gross: 0, hours: { low: 10 } });
    expect([effort.statusCode, effort.json().msg]).toEqual([
      400,
      'Enter the gross value of the estate (above 0)',
    ]);
    const negative = await anyone.call('POST', '/api/comp/CA', { gross: -5 });
    expect(negative.statusCode).toBe(400);
    const huge = await anyone.call('POST', '/api/comp/GA', { loan_int: 1_000_000_000_001 });
    expect(huge.statusCode).toBe(400); // above the app's $10,000,000,000 limit on any amount
    const largest = await anyone.call('POST', '/api/comp/GA', { loan_int: 1_000_000_000_000 });
    expect(largest.json().payload.amount).toBe(100_000_000_000); // 10% exactly, to the cent
    const fraction = await anyone.call('POST', '/api/probate_fee/ON', { gross: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect((await anyone.call('POST', '/api/comp/XX', { gross: 100 })).statusCode).toBe(400);
    // Colorado's rates are the US ones x 0.87 ($29.58 standard); a rate the caller gives replaces its estimate
    const hours = await anyone.call('POST', '/api/comp/CO', { gross: 100, hours: { standard: 10 } });
    expect(hours.json().payload.amount).toBe(29_580);
    const own = await anyone.call('POST', '/api/comp/CO', {
      gross: 100,
      hours: { standard: 10, high: 1 },
      rates: { standard: 4_000 },
    });
    expect(own.json().payload.amount).toBe(40_000 + 26_100);
    const quebec = await anyone.call('POST', '/api/comp/QC', { gross: 100, hours: { low: 1, standard: 1 } });
    expect(quebec.json().payload.amount).toBe(2_100 + 6_000);
    const tennessee = (await anyone.call('POST', '/api/comp/TN', { gross: 100, hours: { low: 1 } })).json();
    expect(tennessee.payload.amount).toBe(1_260); // $18 x 0.7
    expect(tennessee.payload.notes.join(' ')).toContain('Davidson, Hamilton and Shelby counties');
    const data = (await anyone.call('GET', '/pkg/trustee_fees.dat')).json();
    expect(data.effort_rates).toEqual({ low: 1_800, standard: 3_400, high: 30_000 });
    expect(data.effort_places).toContain('QC');
    expect(data.canada_adjust[2]).toBe('Standard');
    expect(MSG_CALC_PROBLEM).toBe('Problem with calculation');
  });

  it('answers the facts of a state page with their sources', async () => {
    const res = await visitor(t.app).call('GET', '/api/place_facts/OH');
    const p = res.json().payload;
    expect([res.statusCode, p.name, p.country]).toEqual([200, 'Ohio', 'us']);
    const small = p.facts.find((f: { key: string }) => f.key === 'small');
    expect(small.sources[0].url).toBe('http://codes.ohio.gov/orc/2113');
    expect((await visitor(t.app).call('GET', '/api/place_facts/ZZ')).statusCode).toBe(400);
  });
});
