import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    // Several suites start an embedded PostgreSQL and migrate it in beforeAll: seconds on a quiet machine, more beside
    // other work (one start passed 10 s while browser tests ran).
    hookTimeout: 120_000,
  },
});
