import { createDb, type DbClient, dropDatabase, ensureDatabase, runMigrations } from '@probity/db';
import { sampleEstates } from '@probity/domain/samples';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDataKey } from '../../test/support/data-key.ts';
import { seedSamples } from './seed-samples.ts';

describe('seedSamples', () => {
  // A database of its own: re-seeding renumbers the Sample estates' items, which other test files read.
  const name = `probity_seed_${process.pid}_${Date.now()}`;
  const admin = new URL(inject('databaseUrl'));
  admin.pathname = '/postgres';
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  beforeAll(async () => {
    useTestDataKey();
    await ensureDatabase(admin.toString(), name);
    const c = createDb(url.toString(), 1);
    await runMigrations(c.pool).finally(() => c.close());
  });
  afterAll(() => dropDatabase(admin.toString(), name));

  it('lets three servers start at once: each rewrites the Sample estates in turn, none fails', async () => {
    const [first, ...others] = [1, 2, 3].map(() => createDb(url.toString(), 1));
    const clients = [first as DbClient, ...others];
    try {
      const results = await Promise.allSettled(clients.map((c) => seedSamples(c.db)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const ids = sampleEstates(new Date().toISOString().slice(0, 10)).map((s) => s.id);
      const { rows } = await clients[0].pool.query('select id from estates where id = any($1) order by id', [
        ids,
      ]);
      expect(rows.map((r) => r.id)).toEqual([...ids].sort());
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});
