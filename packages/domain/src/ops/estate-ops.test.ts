import { describe, expect, it } from 'vitest';
import { emptyTaskState } from '../tasks/task-state.ts';
import type { TaskState } from '../tasks/types.ts';
import { ctx, estate, okFacts, yes } from '../test-kit.ts';
import {
  editDecedent,
  keepInStep,
  setCountry,
  setDeathDate,
  setEstateState,
  taskStateAfter,
} from './estate-ops.ts';

const planned = () => {
  const f = estate({ death_date: null });
  return { ...f, meta: { ...f.meta, is_user_dec: true } };
};

describe('name and death date in step between estate and decedent', () => {
  it('a patch of either side sets the other side too, the decedent winning', () => {
    expect(keepInStep({ label: 'L' }, { name: 'Ann' })).toEqual({
      meta: { label: 'L', name: 'Ann' },
      dec: { name: 'Ann' },
    });
    expect(keepInStep({ death_date: '2026-01-02' }, {})).toEqual({
      meta: { death_date: '2026-01-02' },
      dec: { death_date: '2026-01-02' },
    });
    expect(keepInStep({ name: 'Meta' }, { name: 'Dec' }).meta.name).toBe('Dec');
  });

  it('editing the decedent name renames the estate; other fields stay on the decedent', () => {
    const f = okFacts(editDecedent(estate(), { name: 'Ann Lee', phone: '555' }));
    expect(f.meta.name).toBe('Ann Lee');
    expect(f.dec).toMatchObject({ name: 'Ann Lee', phone: '555' });
    expect(f.meta).not.toHaveProperty('phone');
  });

  it('the state they lived in is one fact: the estate card, the quick start and the residence address', () => {
    const withCounty = {
      ...estate(),
      dec: { ...estate().dec, residence_addr_state: 'GA', residence_addr_county: 'Fulton' },
    };
    const f = okFacts(setEstateState(withCounty, 'NJ'));
    expect([f.meta.state, f.dec.residence_addr_state, f.dec.residence_addr_county]).toEqual(['NJ', 'NJ', '']);
    const g = okFacts(editDecedent(f, { residence_addr_state: 'NY', residence_addr_county: 'Kings' }));
    expect([g.meta.state, g.dec.residence_addr_state, g.dec.residence_addr_county]).toEqual([
      'NY',
      'NY',
      'Kings',
    ]);
    expect(keepInStep({ state: 'GA' }, {})).toEqual({
      meta: { state: 'GA' },
      dec: { residence_addr_state: 'GA' },
    });
    const h = okFacts(setCountry(g, 'ca', yes('country_change')));
    expect([h.meta.state, h.dec.residence_addr_state]).toEqual(['', '']);
  });

  it('a death date is set on both', () => {
    const f = okFacts(setDeathDate(estate(), '2026-02-03', ctx));
    expect([f.meta.death_date, f.dec.death_date]).toEqual(['2026-02-03', '2026-02-03']);
  });
});

describe('death date of an estate planned by its owner', () => {
  it('the first date asks, then clears the flag', () => {
    expect(setDeathDate(planned(), '2026-03-01', ctx)).toMatchObject({
      kind: 'confirm',
      code: 'clear_user_dec',
    });
    expect(
      setDeathDate(planned(), '2026-03-01', { ...ctx, answers: { clear_user_dec: false } }),
    ).toMatchObject({
      kind: 'cancelled',
    });
    expect(okFacts(setDeathDate(planned(), '2026-03-01', yes('clear_user_dec'))).meta.is_user_dec).toBe(
      false,
    );
  });

  it('changing a date already entered does not ask again', () => {
    const f = { ...planned(), meta: { ...planned().meta, death_date: '2026-03-01' } };
    expect(okFacts(setDeathDate(f, '2026-03-02', ctx)).meta).toMatchObject({
      death_date: '2026-03-02',
      is_user_dec: true,
    });
  });

  it('a trust creation date may precede a birth date left on the record', () => {
    const f = estate({ trust: true });
    const born = { ...f, dec: { ...f.dec, birth_date: '1990-01-01' } };
    expect(setDeathDate(born, '1980-01-01', ctx).kind).toBe('ok');
    const person = { ...born, meta: { ...born.meta, trust: false } };
    expect(setDeathDate(person, '1980-01-01', ctx)).toMatchObject({ kind: 'error', code: 'date' });
  });
});

describe('country change', () => {
  const f = () => {
    const e = estate();
    return { ...e, meta: { ...e.meta, state: 'NY', state_exec: 'NJ' } };
  };

  it('blanks the states of the old country', () => {
    expect(okFacts(setCountry(f(), 'ca', yes('country_change'))).meta).toMatchObject({
      country_code: 'ca',
      state: '',
      state_exec: '',
    });
  });

  it('resets the task set; other changes keep it', () => {
    const tasks: TaskState = { ...emptyTaskState(), tasks_done: [8, 0, 0, 0] };
    const moved = okFacts(setCountry(f(), 'ca', yes('country_change')));
    expect(taskStateAfter(f(), moved, tasks)).toEqual(emptyTaskState());
    const renamed = okFacts(editDecedent(f(), { name: 'X' }));
    expect(taskStateAfter(f(), renamed, tasks)).toBe(tasks);
  });
});
