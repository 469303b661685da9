import { describe, expect, it } from 'vitest';
import { CA_PROVINCE_CODES, US_STATE_CODES } from './state-codes.ts';
import { stateTasks } from './state-tasks.ts';

describe('stateTasks', () => {
  it('answers every US state, district and territory with an object', () => {
    expect(US_STATE_CODES.every((s) => typeof stateTasks(s, '2025-03-31') === 'object')).toBe(true);
  });
  it('answers every province and territory with an object', () => {
    expect(CA_PROVINCE_CODES.every((s) => typeof stateTasks(s, '2025-03-31') === 'object')).toBe(true);
  });
  it('gives Texas an in-state agent extra due within the first month', () => {
    expect(stateTasks('TX')).toMatchObject({ agent: { title: 'Name an in-state agent', months: 1 } });
  });
  it('gives Georgia no extras', () => {
    expect(stateTasks('GA', '2025-03-31')).toEqual({});
  });
  it('accepts a lower-case code', () => {
    expect(stateTasks('pa').inherit?.months).toBe(9);
  });
  it('gives New Jersey inheritance tax and the tax-waiver release', () => {
    const nj = stateTasks('NJ');
    expect([nj.inherit?.months, nj.taxclose?.title, nj.tax]).toEqual([
      8,
      'Get the state tax release',
      undefined,
    ]);
  });
  it('names Washington’s $2,193,000 exemption for a death in June 2025', () => {
    expect(stateTasks('WA', '2025-06-30').tax?.text).toContain('$2,193,000');
  });
  it('names Washington’s $3,000,000 exemption for a death in July 2025', () => {
    expect(stateTasks('WA', '2025-07-01').tax?.text).toContain('$3,000,000');
  });
  it('asks to check the exemption when the death year is unknown', () => {
    expect(stateTasks('ME').tax?.text).toContain('Check the exemption for the year of death');
  });
  it('gives Connecticut a six-month estate tax return', () => {
    expect(stateTasks('CT', '2025-01-10').tax?.months).toBe(6);
  });
  it('gives Ontario the Estate Information Return', () => {
    expect(stateTasks('ON').tax?.title).toBe('File the Estate Information Return');
  });
  it('gives Quebec no extras', () => {
    expect(stateTasks('QC')).toEqual({});
  });
  it('gives nothing for no state', () => {
    expect(stateTasks(null)).toEqual({});
  });
});
