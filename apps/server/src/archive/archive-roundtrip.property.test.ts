import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  archiveBody,
  type Facts,
  recompute,
  ZTaskState,
} from '@probity/domain';
import { normalizedFacts, randomEstateArb } from '@probity/domain/fixtures';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, makeApp, signUp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import { readEstateSnapshot } from '../estate/index.ts';

// Issue 41's property: any estate the operations can build leaves as an archive and arrives whole. Generated
// estates (US and Canada, 10-50 random operations, refusals included) are stored, exported over the API, imported
// by another user, and compared: every stored fact (ids set aside) and every figure the engine derives per item.

let app: FastifyInstance;
let from: Client;
let to: Client;
const db = testDb();
beforeAll(async () => {
  app = await makeApp();
  [from, to] = await Promise.all([signUp(app, 'roundfrom'), signUp(app, 'roundto')]);
});
afterAll(async () => {
  await db.close();
  await app.close();
});

/** Figures the engine derives for each item, in id order (the ids themselves differ). */
function figures(f: Facts) {
  const d = recompute(f);
  const byId = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => a.id - b.id);
  return {
    assets: byId(f.assets).map((a) => d.assets.get(a.id)),
    debts: byId(f.debts).map((x) => d.debts.get(x.id)),
    heirs: byId(f.heirs).map((h) => d.heirs.get(h.id)),
    txacts: byId(f.txacts).map((t) => {
      const { id: _id, ...rest } = (d.txacts.get(t.id) ?? {}) as Record<string, unknown>;
      return rest;
    }),
  };
}

const asCreateBody = (f: Facts) =>
  archiveBody({
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    estate: f,
    tasks: ZTaskState.parse({}),
  } as ArchiveManifest).body;

describe('an archive round trip', () => {
  it('keeps every fact and every derived figure of generated estates', async () => {
    await fc.assert(
      fc.asyncProperty(randomEstateArb({ minLength: 10, maxLength: 50 }), async (generated) => {
        // Only estates an installation can hold from a create: the operations may clear the date of death after
        // transactions are recorded, a state a create (which adds the transactions first) refuses.
        const created = await from.call('POST', '/api/estates', asCreateBody(generated));
        fc.pre(created.statusCode === 200);
        const { id } = created.json().payload as { id: string };
        const archive = await from.call('GET', `/api/estate/${id}/archive`);
        expect(archive.statusCode, archive.body).toBe(200);
        const res = await app.inject({
          method: 'POST',
          url: '/api/estates/import',
          headers: {
            'x-probity': '1',
            origin: 'http://localhost:3000',
            'content-type': 'application/zip',
            cookie: to.cookie,
          },
          payload: archive.rawPayload,
        });
        expect(res.statusCode, res.body).toBe(200);
        const [a, b] = await Promise.all([
          readEstateSnapshot(db.db, id),
          readEstateSnapshot(db.db, res.json().payload.id),
        ]);
        expect(normalizedFacts(b.facts)).toEqual(normalizedFacts(a.facts));
        expect(JSON.stringify(figures(b.facts))).toBe(JSON.stringify(figures(a.facts)));
      }),
      // A fixed seed: the same estates on every run, so CI never meets one by chance; change it to explore.
      { numRuns: 12, seed: 4141 },
    );
  });
});
