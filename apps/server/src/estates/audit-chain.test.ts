import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { auditEntries } from '@probity/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDb, useWorld } from '../../test/support/world.ts';

// Issue 39, point 4: the audit trail as a hash chain, checked by GET /api/estate/{id}/audit/verify.

const w = useWorld();
const db = testDb();
afterAll(() => db.close());

const verify = async () => {
  const res = await w.owner.call('GET', `/api/estate/${w.estateId}/audit/verify`);
  expect(res.statusCode).toBe(200);
  return res.json().payload;
};

/** The estate's entries in chain order, as stored. */
const chain = () =>
  db.db.select().from(auditEntries).where(eq(auditEntries.estate_id, w.estateId)).orderBy(auditEntries.seq);

/** `npm run verify -- --estate ID` against the tests' database, as an installation's DATABASE_URL. */
const verifyCli = (estateId: string) => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const r = spawnSync(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/verify-audit.ts', '--estate', estateId],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
      encoding: 'utf8',
    },
  );
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};

const label = (n: number) =>
  w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
    force: true,
    parts: { meta: { label: `Chain ${n}` } },
  });

beforeAll(async () => {
  // Saves by two users at once, through the revision bump's statement and the plain audit insert alike.
  const saves = await Promise.all([1, 2, 3, 4, 5].map(label));
  for (const s of saves) expect(s.statusCode).toBe(200);
  const edit = await w.editor.call('POST', `/api/estate/${w.estateId}/save`, {
    force: true,
    parts: { meta: { name: 'Chain Estate' } },
  });
  expect(edit.statusCode).toBe(200);
});

describe('the audit chain', () => {
  it("numbers an estate's entries 1, 2, 3... each naming the hash of the one before, concurrent writers too", async () => {
    const rows = await chain();
    expect(rows.length).toBeGreaterThanOrEqual(7); // the creation and six saves
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]?.prev_hash).toBeNull();
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    for (const r of rows) expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    const v = await verify();
    expect(v).toEqual({ intact: true, entries: rows.length, head: rows.at(-1)?.hash, broken: null });
    const cli = verifyCli(w.estateId);
    expect(cli.out).toContain(`holds: ${rows.length} entries, the newest sealed as ${rows.at(-1)?.hash}`);
    expect(cli.code).toBe(0);
  });

  it('npm run verify names an estate the installation does not hold', () => {
    expect(verifyCli('no-such-estate')).toMatchObject({ code: 2, out: expect.stringContaining('No estate') });
  });

  it('seals the fields with SHA-256 over the hash before and the entry in its fixed text form', async () => {
    const [first] = await chain();
    if (!first) throw new Error('no entry');
    const { createHash } = await import('node:crypto');
    const text = [
      '',
      String(first.seq),
      String(first.id),
      first.estate_id ?? '',
      first.user_id ?? '',
      first.action,
      first.revision === null ? '' : String(first.revision),
      // jsonb's text form: ", " and ": " between items
      first.detail === null ? '' : jsonbText(first.detail),
      `${first.created_at.toISOString().slice(0, 19)}.${await microseconds(first)}Z`,
    ].join('\u001f');
    expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(first.hash);
  });

  it('names the first entry whose fields were changed in the database', async () => {
    const rows = await chain();
    const third = rows[2];
    if (!third) throw new Error('no third entry');
    await db.db
      .update(auditEntries)
      .set({ detail: { parts: ['meta'], forced: false, stale_from: null } })
      .where(eq(auditEntries.id, third.id));
    try {
      const v = await verify();
      expect(v.intact).toBe(false);
      expect(v.broken).toEqual({
        id: third.id,
        seq: 3,
        at: third.created_at.toISOString(),
        reason: 'changed',
      });
    } finally {
      await db.db.update(auditEntries).set({ detail: third.detail }).where(eq(auditEntries.id, third.id));
    }
    expect((await verify()).intact).toBe(true);
  });

  it('holds when only the newest entry is removed, and names the entry after one removed from the middle', async () => {
    const rows = await chain();
    const [second, third, newest] = [rows[1], rows[2], rows.at(-1)];
    if (!second || !third || !newest) throw new Error('too few entries');
    await db.db.delete(auditEntries).where(eq(auditEntries.id, newest.id));
    expect(await verify()).toEqual({
      intact: true,
      entries: rows.length - 1,
      head: rows.at(-2)?.hash,
      broken: null,
    });
    await db.db.delete(auditEntries).where(eq(auditEntries.id, second.id));
    const v = await verify();
    expect(v.broken).toEqual({
      id: third.id,
      seq: 3,
      at: third.created_at.toISOString(),
      reason: 'unlinked',
    });
  });
});

/** The microseconds PostgreSQL stored (a JS Date holds milliseconds). */
async function microseconds(row: { id: number }): Promise<string> {
  const { rows } = await db.pool.query<{ us: string }>(
    `select to_char(created_at at time zone 'UTC', 'US') as us from audit_entries where id = $1`,
    [row.id],
  );
  return rows[0]?.us ?? '';
}

/** jsonb's own text form of a value: keys sorted by length then bytes, ", " and ": " between. */
function jsonbText(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(jsonbText).join(', ')}]`;
  const keys = Object.keys(v).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((v as Record<string, unknown>)[k])}`).join(', ')}}`;
}
