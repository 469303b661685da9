import { isMasked, maskSecret } from '@probity/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Exec } from '../client.ts';
import { decedents } from '../schema/estates.ts';
import { heirs } from '../schema/items.ts';
import { dataKeys, open, seal, sealedKeyId } from '../secrets/sealed.ts';

/** The tables holding a tax number: `ssn` (masked, what every read answers) and `ssn_enc` (sealed). */
const SECRET_TABLES = [decedents, heirs] as const;

/** The columns every read may see: all but the sealed ones. */
export function readableColumns<T extends (typeof SECRET_TABLES)[number]>(t: T) {
  const { ssn_enc: _sealed, ...rest } = getTableColumns(t);
  return rest;
}

/**
 * What a write stores for a tax number: the mask in `ssn` and the number sealed in `ssn_enc`. The caller has
 * already dropped a mask sent back unchanged (the server's keepMaskedSecrets); a mask here is a bug, not input.
 */
export function sealSsn(plain: string): { ssn: string; ssn_enc: string } {
  if (isMasked(plain)) throw new Error('A masked tax number reached the write path.');
  return plain === ''
    ? { ssn: '', ssn_enc: '' }
    : { ssn: maskSecret(plain), ssn_enc: seal(plain, dataKeys()) };
}

/** A row or patch with its plain `ssn` replaced by the mask and the sealed value. */
export function withSealedSsn<R extends Record<string, unknown>>(row: R): R {
  return typeof row.ssn === 'string' ? { ...row, ...sealSsn(row.ssn) } : row;
}

/** The decedent's tax number in clear ('' when none). */
export async function revealDecedentSsn(x: Exec, estateId: string): Promise<string | undefined> {
  const [row] = await x
    .select({ ssn_enc: decedents.ssn_enc })
    .from(decedents)
    .where(eq(decedents.estate_id, estateId));
  return row && (row.ssn_enc ? open(row.ssn_enc, dataKeys()) : '');
}

/** An heir's tax number in clear; undefined when the heir is not in this estate. */
export async function revealHeirSsn(x: Exec, estateId: string, heirId: number): Promise<string | undefined> {
  const [row] = await x
    .select({ ssn_enc: heirs.ssn_enc })
    .from(heirs)
    .where(and(eq(heirs.estate_id, estateId), eq(heirs.id, heirId)));
  return row && (row.ssn_enc ? open(row.ssn_enc, dataKeys()) : '');
}

/** The stored masks of some heirs (to tell a mask sent back unchanged from an edited one). */
export async function heirSsnMasks(x: Exec, estateId: string): Promise<Map<number, string>> {
  const rows = await x
    .select({ id: heirs.id, ssn: heirs.ssn })
    .from(heirs)
    .where(eq(heirs.estate_id, estateId));
  return new Map(rows.map((r) => [r.id, r.ssn]));
}

const BATCH = 500;

/**
 * Start-up data migration (after the SQL migrations; 0005_secrets added ssn_enc): seals every tax number still
 * stored in clear (written before 0005, or by plain SQL) and re-seals those sealed by a key other than the current
 * one (a key rotation). Idempotent; returns how many values it rewrote.
 */
export async function sealStoredSecrets(db: Db): Promise<number> {
  const ring = dataKeys();
  const current = `v1.${ring.current.id}.`;
  let rewritten = 0;
  for (const t of SECRET_TABLES) {
    const key = t === heirs ? heirs.id : decedents.estate_id;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ key, ssn: t.ssn, ssn_enc: t.ssn_enc })
          .from(t)
          .where(
            sql`(${t.ssn} <> '' and ${t.ssn_enc} = '') or (${t.ssn_enc} <> '' and ${t.ssn_enc} not like ${`${current}%`})`,
          )
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const r of rows) {
          const plain = r.ssn_enc && sealedKeyId(r.ssn_enc) ? open(r.ssn_enc, ring) : r.ssn;
          await tx
            .update(t)
            .set(sealSsn(plain))
            .where(eq(key, r.key as never));
        }
        return rows.length;
      });
      rewritten += n;
      if (n < BATCH) break;
    }
  }
  return rewritten;
}
