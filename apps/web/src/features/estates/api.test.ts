import { describe, expect, it } from 'vitest';
import { type EstateSummary, labelTaken } from './api';

const e = (id: string, label: string): EstateSummary => ({
  id,
  label,
  name: '',
  death_date: null,
  trust: false,
  country_code: 'us',
  role: 'owner',
  user_role: '',
  licensed: false,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('estate labels', () => {
  it('treats labels differing only in case or spaces as the same', () => {
    expect(labelTaken([e('a', 'Mom')], '  mom ')).toBe(true);
  });

  it('lets an estate keep its own label', () => {
    expect(labelTaken([e('a', 'Mom')], 'Mom', 'a')).toBe(false);
  });
});
