import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/domain',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-io/**/*.test.ts'],
  },
});
