import crypto from 'node:crypto';
import type pg from 'pg';

/** The fingerprint of one estate (or of one table's rows that belong to no estate): rows read and their hash. */
export interface Fingerprint {
  rows: number;
  sha256: string;
}

/**
 * Fingerprints of everything in the database, keyed `estate:<id>` (the estate's row and every row of every table
 * with an `estate_id`), `table:<name>` (tables without one, and rows whose estate_id is null: users, sessions,
 * client logs) and `sequences` (where each id sequence stands, so a restored database hands out new ids after the
 * old ones). One definition, used by the backup drill and by any suite that must show an estate unchanged.
 *
 * The hash runs over each row as PostgreSQL's jsonb text (keys in a fixed order), tables in name order, rows in
 * primary-key order, in UTC: the same rows give the same hash on any server, whatever their physical order.
 */
export async function databaseFingerprints(pool: pg.Pool): Promise<Map<string, Fingerprint>> {
  const client = await pool.connect();
  const hashes = new Map<string, { rows: number; hash: crypto.Hash }>();
  const add = (key: string, line: string) => {
    const h = hashes.get(key) ?? { rows: 0, hash: crypto.createHash('sha256') };
    hashes.set(key, h);
    h.rows++;
    h.hash.update(line);
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local timezone = 'UTC'");
    const tables = await client.query<{ name: string; has_estate: boolean; key: string | null }>(`
      select c.relname as name,
             exists (select 1 from pg_attribute a
                     where a.attrelid = c.oid and a.attname = 'estate_id' and not a.attisdropped) as has_estate,
             (select string_agg(quote_ident(a.attname), ', ' order by k.n)
                from pg_index i, unnest(i.indkey) with ordinality k(attnum, n), pg_attribute a
               where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid and a.attnum = k.attnum) as key
        from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
       where ns.nspname = 'public' and c.relkind = 'r'
       order by c.relname`);
    for (const t of tables.rows) {
      const order = t.key ?? 'j'; // a table without a primary key: its rows in text order
      const owner = t.name === 'estates' ? 'id' : t.has_estate ? 'estate_id' : null;
      // estates.facts_version counts writes, not content: a write that changes nothing moves it (schema/estates.ts)
      const json = t.name === 'estates' ? "(to_jsonb(t) - 'facts_version')" : 'to_jsonb(t)';
      const rows = await client.query<{ owner: string | null; j: string }>(
        `select ${owner ? `t.${owner}` : 'null'} as owner, ${json}::text as j
           from public.${quoteIdent(t.name)} t order by ${order}`,
      );
      for (const r of rows.rows)
        add(r.owner ? `estate:${r.owner}` : `table:${t.name}`, `${t.name}\t${r.j}\n`);
    }
    const seqs = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = 'public' order by sequencename`,
    );
    for (const s of seqs.rows) add('sequences', `${s.name}\t${s.value}\n`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  const out = new Map<string, Fingerprint>();
  for (const key of [...hashes.keys()].sort()) {
    const h = hashes.get(key) as { rows: number; hash: crypto.Hash };
    out.set(key, { rows: h.rows, sha256: h.hash.digest('hex') });
  }
  return out;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What differs between two sets of fingerprints: keys missing on either side or with another hash. */
export function fingerprintDifferences(a: Map<string, Fingerprint>, b: Map<string, Fingerprint>): string[] {
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  return keys.flatMap((k) => {
    const x = a.get(k);
    const y = b.get(k);
    if (!x) return [`${k}: only after (${y?.rows} rows)`];
    if (!y) return [`${k}: only before (${x.rows} rows)`];
    return x.sha256 === y.sha256
      ? []
      : [`${k}: ${x.rows} rows ${x.sha256.slice(0, 12)} -> ${y.rows} rows ${y.sha256.slice(0, 12)}`];
  });
}
