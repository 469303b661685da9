import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/db) writes forward-only SQL migrations into ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
