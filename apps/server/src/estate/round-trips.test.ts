import { describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/support/statements.ts';
import { useWorld } from '../../test/support/world.ts';

// The reads every open of an estate makes (issue 38: a server's requests per second are its round trips to
// PostgreSQL): an estate's lists come in one statement, in the read's one snapshot.

const sent = recordStatements();
const w = useWorld();

const listReads = () => sent.filter((s) => s.includes('json_agg'));

describe('round trips of a read', () => {
  it('GET /full of a small estate: session, access, then one snapshot reading the lists in one statement', async () => {
    // the first open derives and stores the values a new estate's creation left to it (refreshDerived)
    await w.owner.call('GET', `/api/estate/${w.estateId}/full`);
    sent.length = 0;
    const res = await w.owner.call('GET', `/api/estate/${w.estateId}/full`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.assets.map((a: { id: number }) => a.id)).toContain(w.assetId);
    expect(listReads()).toHaveLength(1);
    // the session with its user and the estate for access in one statement, then begin, the estate (with its
    // decedent and transaction count), lists, commit
    expect(sent).toHaveLength(5);
    expect(sent[0]).toMatch(/from \(select .* from "sessions" .*\) "s" full join \(select .* from "estates"/);
    expect(sent[1]).toMatch(/^begin isolation level repeatable read read only/);
  });

  it('GET /summary reads the estate, its decedent and every list in one statement, no transaction around it', async () => {
    sent.length = 0;
    const res = await w.owner.call('GET', `/api/estate/${w.estateId}/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.figures).toBeDefined();
    expect(listReads()).toHaveLength(1);
    expect(listReads()[0]).toMatch(/from "estates" left join "decedents"/);
    expect(sent.filter((s) => s.startsWith('begin'))).toHaveLength(0);
    // session, user and the estate for access; the whole estate; the task files
    expect(sent).toHaveLength(3);
  });
});
