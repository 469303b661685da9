import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests (each package may add its own config).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/documents', 'packages/db', 'apps/server', 'apps/web'],
  },
});
