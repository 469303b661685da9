import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/documents',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
