import { readFileSync } from 'node:fs';
import { type Db, upsertSuppliers } from '@probity/db';
import { ZSupplierIn } from '@probity/domain';
import { z } from 'zod';

/**
 * The operator's supplier directory (docs/operations.md): SUPPLIERS_FILE names a JSON array of lawyers,
 * accountants and other suppliers, loaded at start (added, or brought up to date by email). Probity ships none.
 * A file that does not parse stops the server.
 */
export async function loadSuppliersFromEnv(db: Db, env = process.env): Promise<number> {
  if (!env.SUPPLIERS_FILE) return 0;
  const rows = z.array(ZSupplierIn).parse(JSON.parse(readFileSync(env.SUPPLIERS_FILE, 'utf8')));
  await upsertSuppliers(db, rows);
  return rows.length;
}
