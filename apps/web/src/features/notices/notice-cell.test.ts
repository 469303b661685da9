import type { Notice } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { noticesAbout } from './notice-cell';

const notice = (
  id: number,
  status: Notice['status'],
  target: Notice['target'],
  follow_up: string | null = null,
) => ({ id, status, target, follow_up, kind: 'bank', kind_name: 'Bank or credit union' }) as Notice;

describe("an item's notices", () => {
  const list = [
    notice(1, 'done', { part: 'assets', id: 7 }),
    notice(2, 'sent', { part: 'assets', id: 7 }, '2026-12-01'),
    notice(3, 'drafted', { part: 'debts', id: 7 }),
    notice(4, 'sent', { part: 'assets', id: 7 }),
    notice(5, 'drafted', { part: 'estate', id: null }),
  ];
  it('are those of its part and id, the one furthest behind first, the earlier among equals', () => {
    expect(noticesAbout(list, 'assets', 7).map((n) => n.id)).toEqual([2, 4, 1]);
    expect(noticesAbout(list, 'debts', 7).map((n) => n.id)).toEqual([3]);
    expect(noticesAbout(list, 'contacts', 7)).toEqual([]);
  });
});
