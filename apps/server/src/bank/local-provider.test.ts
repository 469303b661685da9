import { describe, expect, it } from 'vitest';
import { LocalProvider, practiceRows } from './local-provider.ts';
import { bankProviderFromEnv } from './provider-from-env.ts';

describe('the practice bank', () => {
  it('shows the same rows for a day whenever they are asked for, and only days before today', () => {
    const a = practiceRows('practice-checking', '2026-11-20');
    const b = practiceRows('practice-checking', '2026-11-25');
    expect(a.length).toBeGreaterThan(20);
    const shared = a.filter((r) => r.date >= '2026-07-29');
    expect(b.filter((r) => r.date <= '2026-11-19' && r.date >= '2026-07-29')).toEqual(shared);
    expect(a.every((r) => r.date < '2026-11-20' && r.id.startsWith('local:practice-checking:'))).toBe(true);
    expect(new Set(a.map((r) => r.id)).size).toBe(a.length);
  });

  it('links, syncs everything once and nothing new the same day, redownloads a period, refuses a stranger token', async () => {
    const bank = new LocalProvider();
    const x = await bank.exchange('local-public-1');
    expect(x.accounts.map((a) => a.id)).toEqual(['practice-checking', 'practice-savings']);
    const first = await bank.sync(x.accessToken, 'practice-checking', null);
    expect(first.added.length).toBeGreaterThan(20);
    expect((await bank.sync(x.accessToken, 'practice-checking', first.cursor)).added).toEqual([]);
    const period = await bank.rows(
      x.accessToken,
      'practice-checking',
      first.added[0]?.date ?? '',
      first.cursor,
    );
    expect(period).toEqual(first.added);
    await expect(bank.sync('stolen', 'practice-checking', null)).rejects.toMatchObject({ code: 435 });
    await expect(bank.exchange('plaid-public')).rejects.toMatchObject({ code: 435 });
  });

  it('runs unless Plaid keys are set', () => {
    expect(bankProviderFromEnv({}).name).toBe('local');
    expect(bankProviderFromEnv({ PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's' }).name).toBe('plaid');
  });
});
