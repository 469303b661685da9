import { describe, expect, it } from 'vitest';
import type { EstateSummary } from '../estates';
import { sortRecent } from './sort-recent';

const e = (id: string, updated_at: string): EstateSummary => ({
  id,
  label: id,
  name: '',
  death_date: null,
  trust: false,
  country_code: 'us',
  role: 'owner',
  user_role: '',
  licensed: false,
  updated_at,
});

describe('my estates order', () => {
  it('puts recently opened estates first, then the most recently updated', () => {
    const list = [e('a', '2026-01-01'), e('b', '2026-03-01'), e('c', '2026-02-01')];
    expect(sortRecent(list, ['c']).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });
});
