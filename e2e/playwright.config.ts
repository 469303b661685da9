import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser tests drive the real server (fresh embedded PostgreSQL in a temp dir) serving the built web app,
// in Debian's Chromium: Playwright never downloads a browser of its own.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'probity-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one data dir per run

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers at once, any test beside any other: every test makes its own account and estates through the API
  // (or reads the read-only Sample estates), so none waits on another's state.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      PG_PORT: String(port + 2000),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // the probate lawyer service's prices of a test install (an operator's file; Probity ships none)
      PROBATE_PRICING_FILE: join(import.meta.dirname, 'probate-pricing.json'),
      // and its supplier directory
      SUPPLIERS_FILE: join(import.meta.dirname, 'suppliers.json'),
      // and its other services (GA is in the executor service's list here, for the tests' Georgia estates)
      SERVICES_FILE: join(import.meta.dirname, 'services.json'),
      LOG_LEVEL: 'warn',
      // every copy of an estate's facts a save uses is checked against the stored rows (estate/facts-cache.ts)
      PROBITY_CHECK_FACTS_CACHE: '1',
      // every test signs up from 127.0.0.1: the production limits (10 sign-ups a minute) would refuse them
      AUTH_RATE_LIMIT_SCALE: '1000',
    },
  },
});
