import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbClient } from '@probity/db';
import { sampleEstates } from '@probity/domain/samples';
import { describe, expect, it } from 'vitest';
import { useOwnDatabase } from '../../test/support/own-database.ts';
import { diskStorage } from '../files/disk-storage.ts';
import { seedSamples } from './seed-samples.ts';

describe('seedSamples', () => {
  // A database of its own: re-seeding renumbers the Sample estates' items, which other test files read.
  const { url } = useOwnDatabase('seed');

  it('lets three servers start at once: each rewrites the Sample estates and their papers in turn, none fails', async () => {
    const [first, ...others] = [1, 2, 3].map(() => createDb(url, 1));
    const clients = [first as DbClient, ...others];
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-seed-files-'));
    const store = diskStorage({ root, baseURL: '', secret: 'seed-test' });
    try {
      const results = await Promise.allSettled(clients.map((c) => seedSamples(c.db, store)));
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
      // three papers each, listed once, their bytes stored once
      const files = await clients[0].pool.query(
        'select estate_id, count(*)::int as n from estate_files group by estate_id order by estate_id',
      );
      expect(files.rows).toEqual([
        { estate_id: 'sample', n: 3 },
        { estate_id: 'sample_ca', n: 3 },
      ]);
      expect(ids.map((id) => fs.readdirSync(path.join(root, id)).length)).toEqual([3, 3]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
