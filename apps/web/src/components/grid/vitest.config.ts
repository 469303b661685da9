import { defineConfig } from 'vitest/config';

// Standalone config for the grid's pure tests (apps/web has no vitest config yet):
//   npx vitest run --config apps/web/src/components/grid/vitest.config.ts
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
