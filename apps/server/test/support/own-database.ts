import { createDb, dropDatabase, ensureDatabase, runMigrations } from '@probity/db';
import { afterAll, beforeAll, inject } from 'vitest';
import { useTestDataKey } from './data-key.ts';

/**
 * A migrated database of the test file's own, beside the shared one and dropped after its last test: for tests
 * that re-seed the Sample estates, which renumbers their items under the other test files.
 */
export function useOwnDatabase(tag: string): { url: string } {
  const name = `probity_${tag}_${process.pid}_${Date.now()}`;
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
  return { url: url.toString() };
}
