import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
