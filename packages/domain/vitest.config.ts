import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/domain',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-io/**/*.test.ts'],
    // The server's limit: the property tests (every day of two centuries, thousands of generated statements) take
    // 2-3 s on a quiet 2-core machine and 6-9 s beside a browser run, past vitest's default of 5 s.
    testTimeout: 30_000,
  },
});
