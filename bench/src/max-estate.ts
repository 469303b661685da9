// A maximum-size estate (workspace §9 limits) written straight into PostgreSQL with generate_series:
// 1001 assets, 6000 transactions, 2000 contacts, 2000 executor expenses, 2000 log entries, plus heirs and debts.
import type pg from 'pg';

export const MAX = {
  assets: 1001,
  txacts: 6000,
  contacts: 2000,
  expenses: 2000,
  log: 2000,
  heirs: 40,
  debts: 200,
};

export async function generateMaxEstate(pool: pg.Pool, estateId: string, ownerId: string): Promise<void> {
  const q = (sql: string) => pool.query(sql, [estateId]);
  await pool.query(
    `insert into estates (id, owner_id, label, name, state, state_exec, country_code, death_date, licensed)
     values ($1, $2, 'Bench maximum estate', 'Max Benchmark', 'GA', 'NJ', 'us', date '2026-01-15', true)`,
    [estateId, ownerId],
  );
  await q(`insert into decedents (estate_id, residence, addr_state) values ($1, 'Atlanta', 'GA')`);
  await q(`insert into assets (estate_id, id, name, account, i_type, val_pre, val_death, cost_basis_death)
           select $1, g, 'Asset ' || g, 'ACCT-' || g, case when g = 1 then 17 else g % 23 end,
                  (g * 7919) % 5000000 + 10000, (g * 7919) % 5000000 + 10000, (g * 7919) % 5000000 + 10000
           from generate_series(1, ${MAX.assets}) g`);
  // Every transaction moves money in or out of an asset after the death date; ids 1..6000.
  await q(`insert into txacts (estate_id, id, asset, date, cat, i_type, val, name)
           select $1, g, 1 + (g % ${MAX.assets}), date '2026-01-16' + (g % 300),
                  case when g % 2 = 0 then 1 else 53 end, case when g % 2 = 0 then 0 else 1 end,
                  (g * 104729) % 50000 + 100, 'Transaction ' || g
           from generate_series(1, ${MAX.txacts}) g`);
  await q(`insert into contacts (estate_id, id, name, i_type, phone, email, city, state)
           select $1, g, 'Contact ' || g, g % 10, '555-01' || lpad((g % 100)::text, 2, '0'),
                  'c' || g || '@example.com', 'Atlanta', 'GA'
           from generate_series(1, ${MAX.contacts}) g`);
  await q(`insert into exec_expenses (estate_id, id, date, name, i_type, val, seq)
           select $1, g, date '2026-01-16' + (g % 300), 'Expense ' || g, 0, (g * 31) % 20000 + 100, g
           from generate_series(1, ${MAX.expenses}) g`);
  await q(`insert into exec_log (estate_id, id, date, hours, name, i_type, seq)
           select $1, g, date '2026-01-16' + (g % 300), 1 + (g % 8) * 0.25, 'Work ' || g, g % 3, g
           from generate_series(1, ${MAX.log}) g`);
  await q(`insert into heirs (estate_id, id, name, i_type, percent_target)
           select $1, g, 'Heir ' || g, 2, 2500 from generate_series(1, ${MAX.heirs}) g`);
  await q(`insert into debts (estate_id, id, name, i_type, val_pre, val_death)
           select $1, g, 'Debt ' || g, g % 10, (g * 613) % 200000 + 500, (g * 613) % 200000 + 500
           from generate_series(1, ${MAX.debts}) g`);
  // Identity columns must continue after the ids we chose.
  for (const t of ['assets', 'txacts', 'contacts', 'exec_expenses', 'exec_log', 'heirs', 'debts']) {
    await pool.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
  }
}

/** The same rows GET /api/estate/{id}/full returns, as plain SQL for psql. */
export const fullEstateSql = (estateId: string) =>
  [
    'estates where id',
    'decedents where estate_id',
    'assets where estate_id',
    'debts where estate_id',
    'contacts where estate_id',
    'heirs where estate_id',
    'txacts where estate_id',
    'exec_expenses where estate_id',
    'exec_log where estate_id',
    'locs where estate_id',
  ]
    .map((t) => `select * from ${t} = '${estateId}';`)
    .join(' ');
