import { describe, expect, it } from 'vitest';
import { followUpDue } from './tracking.ts';

describe('a follow-up', () => {
  it('is due once a sent letter reaches its day with no answer recorded', () => {
    const sent = { status: 'sent' as const, follow_up: '2026-12-01' };
    expect(followUpDue(sent, '2026-11-30')).toBe(false);
    expect(followUpDue(sent, '2026-12-01')).toBe(true);
    expect(followUpDue(sent, '2027-03-01')).toBe(true);
    expect(followUpDue({ ...sent, status: 'acknowledged' }, '2026-12-05')).toBe(false);
    expect(followUpDue({ ...sent, status: 'done' }, '2026-12-05')).toBe(false);
    expect(followUpDue({ status: 'sent', follow_up: null }, '2027-01-01')).toBe(false);
  });
});
