import type { AuditVerify } from '@probity/domain';
import { sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';

interface ChainRow extends Record<string, unknown> {
  id: number;
  seq: number | null;
  created_at: Date | string;
  hash: string | null;
  sealed: boolean;
  linked: boolean;
}

/**
 * Recomputes an estate's audit chain (migration 0017): every entry's hash from its fields and the hash before it,
 * with the same database function the insert trigger seals it with, and its link to the entry before it.
 */
export async function verifyAuditChain(x: Exec, estateId: string): Promise<AuditVerify> {
  const { rows } = await x.execute<ChainRow>(sql`
    select id, seq, created_at, hash,
      coalesce(hash = audit_entry_hash(prev_hash, seq, id, estate_id, user_id, action, revision, detail, created_at),
        false) as sealed,
      prev_hash is not distinct from lag(hash) over w
        and seq is not distinct from coalesce(lag(seq) over w, 0) + 1 as linked
    from audit_entries where estate_id = ${estateId}
    window w as (order by seq, id)
    order by seq, id`);
  const bad = rows.find((r) => !r.sealed || !r.linked);
  return {
    intact: bad === undefined,
    entries: rows.length,
    head: rows.at(-1)?.hash ?? null,
    broken: bad
      ? {
          id: bad.id,
          seq: bad.seq,
          at: new Date(bad.created_at).toISOString(),
          reason: bad.sealed ? 'unlinked' : 'changed',
        }
      : null,
  };
}
