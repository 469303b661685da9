import type { Facts } from '@probity/domain';
import type { DbClient } from '../client.ts';
import { insertEstate } from './estates.ts';
import { type ItemTableName, insertItems } from './items.ts';

const PARTS = ['assets', 'debts', 'heirs', 'contacts', 'txacts', 'exec_expenses', 'exec_log'] as const;

/**
 * Writes generated facts (the domain's maximum estate) as a new estate with the facts' own item ids, straight
 * through the repositories: the bench and the backup drill fill a database this way, faster than a save. The id
 * sequences are moved past those ids, so later saves can add items.
 */
export async function storeFacts(
  c: DbClient,
  estate: { id: string; owner_id: string | null; label: string },
  f: Facts,
): Promise<void> {
  await insertEstate(c.db, {
    ...estate,
    name: f.meta.name,
    state: 'GA',
    state_exec: 'NJ',
    country_code: f.meta.country_code,
    death_date: f.meta.death_date,
    licensed: true,
  });
  for (const part of PARTS) {
    await insertItems(c.db, part as ItemTableName, estate.id, f[part] as never);
    await c.pool.query(
      `select setval(pg_get_serial_sequence('${part}', 'id'), greatest((select max(id) from ${part}), 1))`,
    );
  }
}
