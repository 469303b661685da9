import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { taskDatesOn, taskEstateOf, taskStateFields, taskStateOf } from './task-source.ts';
import { emptyTaskState } from './task-state.ts';

describe('taskEstateOf', () => {
  it('reads the rule facts from a working copy', () => {
    const e = taskEstateOf({
      meta: {
        country_code: 'ca',
        state: 'on',
        state_exec: 'qc',
        death_date: '2026-01-31',
        trust: false,
        name: 'Ann',
      },
      assets: [
        { i_type: ASSET_TYPE.realEstate, val_death: 400_000_00, val_pre: 1 },
        { id: 7, i_type: ASSET_TYPE.estateAccount, val_death: 5_000_00, account: '1234' },
        { i_type: ASSET_TYPE.cash, val_death: 9_00, date: '2026-03-01' },
      ],
      heirs: [{}, {}],
      txacts: [{ cat: CAT.distribution }, { cat: 1 }],
    });
    expect(e).toMatchObject({
      country_code: 'ca',
      state: 'ON',
      state_exec: 'QC',
      land: true,
      gross_cents: 405_000_00,
    });
    expect(e.summary).toMatchObject({
      heirs: 2,
      assets: 2,
      estate_account: true,
      distributions: 1,
      decedent_name: true,
    });
  });

  it("lists each heir's relationship for the exempt-heir rules (a missing one is Other, 0)", () => {
    const e = taskEstateOf({ meta: {}, heirs: [{ i_type: 1 }, { i_type: 4 }, {}] });
    expect(e.heir_relations).toEqual([1, 4, 0]);
  });

  it('does not count the empty Estate Cashflow Account every estate starts with', () => {
    const account = { id: 1, i_type: ASSET_TYPE.estateAccount, name: 'Estate Cashflow Account', account: '' };
    const fresh = taskEstateOf({ meta: {}, assets: [account] });
    expect(fresh.summary).toMatchObject({ assets: 0, estate_account: false });
    const used = taskEstateOf({ meta: {}, assets: [account], txacts: [{ asset: 1, cat: 1 }] });
    expect(used.summary.estate_account).toBe(true);
  });

  it('values assets before death while the estate awaits death', () => {
    const e = taskEstateOf({
      meta: { death_date: null },
      assets: [{ i_type: 1, val_pre: 70_00, val_death: 90_00 }],
    });
    expect(e.gross_cents).toBe(70_00);
    expect(e.country_code).toBe('us');
    expect(e.state).toBeNull();
  });

  it('sees the letters and death certificate files', () => {
    const e = taskEstateOf({
      meta: { files: { letters: [{ name: 'l.pdf' }], exec: [] } },
      dec: { name: '', files: { death_cert: [{ name: 'd.pdf' }] } },
    });
    expect(e.summary.letters_file).toBe(true);
    expect(e.summary.death_certificate_file).toBe(true);
    expect(e.summary.decedent_name).toBe(false);
  });
});

describe('task state in meta', () => {
  it('starts empty when meta has no task fields and reads them back when it does', () => {
    expect(taskStateOf({})).toEqual(emptyTaskState());
    const s = { ...emptyTaskState(), tasks_done: [1, 0, -2147483648, 0] as const };
    expect(taskStateOf(taskStateFields(s as never))).toEqual(s);
  });

  it('pads short bitmaps', () => {
    expect(taskStateOf({ tasks_na: [5] }).tasks_na).toEqual([5, 0, 0, 0]);
  });

  it('stamps task dates unless the estate turned them off', () => {
    expect(taskDatesOn({})).toBe(true);
    expect(taskDatesOn({ config: { task_dates: { stamp: 'off' } } })).toBe(false);
  });
});
