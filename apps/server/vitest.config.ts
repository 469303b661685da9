import { defineProject } from 'vitest/config';

// API tests run against a real PostgreSQL: global-setup starts an embedded one on a free port in a temp dir
// (or makes a fresh database inside DATABASE_URL) and migrates it once for all test files.
export default defineProject({
  test: {
    name: 'apps/server',
    environment: 'node',
    // Every copy of an estate's facts the save uses is checked against the stored rows (estate/facts-cache.ts).
    env: { PROBITY_CHECK_FACTS_CACHE: '1' },
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
