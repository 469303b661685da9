import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../test/support/helpers.ts';
import { recordStatements } from '../../../test/support/statements.ts';
import { testDb, useWorld } from '../../../test/support/world.ts';

// A save of the estate row alone (a label, the task flags) is one statement (save-row.ts): the revision check,
// the fields, the next revision and its audit entry. These tests hold it to everything the transaction did.

const sent = recordStatements();
const w = useWorld();

const saveLabel = (c: Client, body: Record<string, unknown>) =>
  c.call('POST', `/api/estate/${w.estateId}/save`, body);
const label = async () => (await w.owner.call('GET', `/api/estate/${w.estateId}`)).json().payload.label;
const audit = async () =>
  (await w.owner.call('GET', `/api/estate/${w.estateId}/audit`)).json().payload as {
    revision: number;
    action: string;
    detail: { parts: string[]; forced: boolean; stale_from: number | null };
  }[];

describe('a save of the estate row alone', () => {
  afterEach(() => {
    sent.length = 0;
  });

  it('checks the session with the estate for access in one statement, saves in one more: no transaction', async () => {
    const revision = await w.rev();
    sent.length = 0;
    const res = await saveLabel(w.owner, { revision, parts: { meta: { label: 'One statement' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ revision: revision + 1, ids: {} });
    const statements = [...sent];
    expect(statements.filter((s) => /^(begin|commit|rollback)/.test(s))).toEqual([]);
    const writes = statements.filter((s) => /\b(update|insert)\b/.test(s));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /^with bumped as \(update "estates" set .* returning "revision", "facts_version"\),\s+entry as \(insert into "audit_entries"/s,
    );
    // the session with its user and the estate for access (readSessionAndEstate), then the save
    expect(statements[0]).toMatch(
      /from \(select .* from "sessions" .*\) "s" full join \(select .* from "estates"/,
    );
    expect(statements).toHaveLength(2);
    expect(await label()).toBe('One statement');
    const [entry] = await audit();
    expect(entry).toMatchObject({
      revision: revision + 1,
      action: 'save',
      detail: { parts: ['meta'], forced: false, stale_from: revision },
    });
  });

  it('refuses a stale revision with 409 and writes nothing: no field, no revision, no audit entry', async () => {
    const revision = await w.rev();
    expect((await saveLabel(w.owner, { revision, parts: { meta: { label: 'First' } } })).statusCode).toBe(
      200,
    );
    const entries = (await audit()).length;
    const stale = await saveLabel(w.editor, { revision, parts: { meta: { label: 'Second' } } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone else saved this estate after you opened it. Reload to see their changes, or save anyway to overwrite them.',
    );
    expect(await label()).toBe('First');
    expect(await w.rev()).toBe(revision + 1);
    expect((await audit()).length).toBe(entries);
    const forced = await saveLabel(w.editor, { revision, force: true, parts: { meta: { label: 'Second' } } });
    expect(forced.json().payload.revision).toBe(revision + 2);
    expect(await label()).toBe('Second');
    expect((await audit())[0]?.detail).toEqual({ parts: ['meta'], forced: true, stale_from: revision });
  });

  it('lets exactly one of two saves from the same revision through, each time, and loses neither', async () => {
    for (let round = 0; round < 10; round++) {
      const revision = await w.rev();
      const [a, b] = await Promise.all([
        saveLabel(w.owner, { revision, parts: { meta: { label: `Owner ${round}` } } }),
        saveLabel(w.editor, { revision, parts: { meta: { label: `Editor ${round}` } } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const won = a.statusCode === 200 ? `Owner ${round}` : `Editor ${round}`;
      expect(await label()).toBe(won);
      expect(await w.rev()).toBe(revision + 1);
      expect((await audit())[0]?.revision).toBe(revision + 1);
    }
    const chain = (await w.owner.call('GET', `/api/estate/${w.estateId}/audit/verify`)).json().payload;
    expect(chain.intact).toBe(true);
  });

  it('writes nothing when the audit entry is refused: the statement commits whole or not at all', async () => {
    const db = testDb();
    // A real refusal by the database, for this estate's entries only (other test files share the table).
    const name = `refuse_audit_${w.estateId.replace(/\W/g, '_')}`;
    await db.pool.query(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for the test'; end $$`);
    await db.pool.query(`create trigger ${name} before insert on audit_entries for each row
      when (new.estate_id = '${w.estateId}') execute function ${name}()`);
    try {
      const revision = await w.rev();
      const before = await label();
      const res = await saveLabel(w.owner, { revision, parts: { meta: { label: 'Never stored' } } });
      expect(res.statusCode).toBe(500);
      expect(await label()).toBe(before);
      expect(await w.rev()).toBe(revision);
    } finally {
      await db.pool.query(`drop trigger ${name} on audit_entries`);
      await db.pool.query(`drop function ${name}()`);
      await db.close();
    }
  });

  it('still refuses a view-only share, a revision left out and a label the owner uses elsewhere', async () => {
    const revision = await w.rev();
    const view = await saveLabel(w.viewer, { revision, parts: { meta: { label: 'Viewer' } } });
    expect(view.statusCode).toBe(403);
    const none = await saveLabel(w.owner, { parts: { meta: { label: 'No revision' } } });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Send the revision you loaded (or force) with this save.');
    const other = await w.owner.call('POST', '/api/estates', { meta: { label: 'Taken elsewhere' } });
    expect(other.statusCode).toBe(200);
    const taken = await saveLabel(w.owner, { revision, parts: { meta: { label: ' taken ELSEWHERE' } } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe('You already have an estate labeled taken ELSEWHERE');
    expect(await w.rev()).toBe(revision);
    const sample = await w.owner.call('POST', '/api/estate/sample/save', {
      force: true,
      parts: { meta: { label: 'Hacked' } },
    });
    expect(sample.statusCode).toBe(403);
  });
});
