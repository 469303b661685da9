/** Builders for tests: a working copy from partial inputs (not exported from the package). */
import type { AssetInput } from './entities/asset.ts';
import type { DebtInput } from './entities/debt.ts';
import type { HeirInput } from './entities/heir.ts';
import type { TxactInput } from './entities/txact.ts';
import { type Facts, ZWorkingCopy } from './entities/working-copy.ts';
import { ASSET_TYPE, HEIR_RELATIONSHIP, kindOfCat, OWNERSHIP } from './enums.ts';
import type { OpResult } from './ops/result.ts';

export interface KitInput {
  death_date?: string | null;
  trust?: boolean;
  country?: 'us' | 'ca' | 'other';
  assets?: AssetInput[];
  debts?: DebtInput[];
  heirs?: HeirInput[];
  txacts?: (Omit<TxactInput, 'i_type'> & { i_type?: number })[];
  exec_expenses?: {
    id: number;
    date?: string | null;
    val?: number;
    i_type?: number;
    mileage?: number | null;
  }[];
}

export function estate(k: KitInput = {}): Facts {
  return ZWorkingCopy.parse({
    meta: {
      id: 'test',
      label: 'Test',
      name: 'Pat Doe',
      country_code: k.country ?? 'us',
      trust: k.trust ?? false,
      death_date: k.death_date === undefined ? '2026-01-10' : k.death_date,
    },
    dec: { name: 'Pat Doe' },
    assets: k.assets ?? [],
    debts: k.debts ?? [],
    heirs: k.heirs ?? [],
    txacts: (k.txacts ?? []).map((t) => ({ ...t, i_type: t.i_type ?? kindOfCat(t.cat) ?? 0 })),
    exec_expenses: k.exec_expenses ?? [],
  });
}

/** The element at index i (negative from the end); fails the test when missing. */
export function nth<T>(xs: readonly T[], i: number): T {
  const x = xs.at(i);
  if (x === undefined) throw new Error(`no element at ${i}`);
  return x;
}

/** A minimal reader of our own journal output: sums postings by account; an elided amount balances. */
export function sumJournal(text: string): Map<string, number> {
  const m = new Map<string, number>();
  let pending: string | null = null;
  let txSum = 0;
  const flush = (): void => {
    if (pending) m.set(pending, (m.get(pending) ?? 0) - txSum);
    pending = null;
    txSum = 0;
  };
  for (const line of text.split('\n')) {
    if (!line.startsWith('    ')) {
      flush();
      continue;
    }
    const [account, amount] = line.trim().split(/ {2,}/) as [string, string | undefined];
    if (amount === undefined) {
      pending = account;
      continue;
    }
    const cents = Math.round(Number(amount.replace('$', '')) * 100);
    txSum += cents;
    m.set(account, (m.get(account) ?? 0) + cents);
  }
  flush();
  return m;
}

// Shared by the operation tests: a fixed today, confirmation answers, and the usual starting estate.
export const ctx = { today: '2026-11-22' };
export const yes = (...codes: string[]) => ({
  today: ctx.today,
  answers: Object.fromEntries(codes.map((c) => [c, true])),
});
export const no = (code: string) => ({ today: ctx.today, answers: { [code]: false } });
export const okFacts = (r: OpResult) => {
  if (r.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.facts;
};
/** The estate most operation tests start from: cash account, house, stocks, an IRA, a card, two heirs. */
export const base = () =>
  estate({
    assets: [
      { id: 1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount },
      { id: 2, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 },
      { id: 3, name: 'Stocks', i_type: ASSET_TYPE.stocks, val_death: 10_000_00 },
      {
        id: 4,
        name: 'IRA',
        i_type: ASSET_TYPE.retirement,
        ownership: OWNERSHIP.transferOnDeath,
        probate: false,
        val_death: 50_000_00,
      },
    ],
    debts: [{ id: 1, name: 'Visa', val_death: 500_00 }],
    heirs: [
      { id: 1, name: 'Ann', i_type: HEIR_RELATIONSHIP.child },
      { id: 2, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse },
    ],
  });
