import {
  type CreateEstateBody,
  formatDisplayDate,
  formatMoney,
  recompute,
  shiftDays,
  ZWorkingCopy,
} from '../index.ts';

/** What a bank statement prints: the opening balance, each movement with the balance after it, the closing one. */
export interface StatementFigures {
  from: string;
  to: string;
  opening: number;
  rows: { date: string; text: string; delta: number; balance: number }[];
  closing: number;
}

/** The statement covers the first month after the death, where the Sample's ledger moves the account. */
export const STATEMENT_DAYS = 30;

/**
 * The account's movements as the Sample's own ledger has them (the engine's signed deltas and running balances),
 * so the statement and the Cashflow tab agree to the cent. The opening balance is the value at death.
 */
export function statementFigures(body: CreateEstateBody, assetId: number): StatementFigures {
  const death = body.dec.death_date ?? '';
  const facts = ZWorkingCopy.parse({ ...body, meta: { ...body.meta, death_date: death }, locs: [] });
  const derived = recompute(facts);
  const to = shiftDays(death, STATEMENT_DAYS);
  const opening = facts.assets.find((a) => a.id === assetId)?.val_death ?? 0;
  let closing = opening;
  const rows: StatementFigures['rows'] = [];
  for (const txId of derived.ledgerOrder.get(assetId) ?? []) {
    const t = facts.txacts.find((x) => x.id === txId);
    const d = derived.txacts.get(txId);
    if (!t?.date || !d || t.date > to) continue;
    const own = t.asset === assetId;
    const delta = (own ? d.delta : d.delta_item) ?? 0;
    closing = (own ? d.balance : d.balance_item) ?? closing + delta;
    rows.push({ date: t.date, text: t.name ?? '', delta, balance: closing });
  }
  return { from: death, to, opening, rows, closing };
}

/** The figures as the statement's table: date, description, amount, balance, with the closing line as its foot. */
export function statementTable(s: StatementFigures) {
  const money = (c: number) => formatMoney(c, '');
  return {
    columns: [
      { header: 'Date', align: 'left' as const },
      { header: 'Description', align: 'left' as const },
      { header: 'Amount', align: 'right' as const },
      { header: 'Balance', align: 'right' as const },
    ],
    body: [
      [formatDisplayDate(s.from), 'Opening balance', '', money(s.opening)],
      ...s.rows.map((r) => [formatDisplayDate(r.date), r.text, money(r.delta), money(r.balance)]),
    ],
    foot: [formatDisplayDate(s.to), 'Closing balance', '', money(s.closing)],
  };
}
