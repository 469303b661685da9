import base from './playwright.config.ts';
export default {
  ...base,
  testDir: '/work/main/e2e/tests',
  outputDir: '/tmp/probe/results',
  webServer: undefined,
  workers: Number(process.env.W ?? 1),
  use: { ...base.use, baseURL: 'http://127.0.0.1:3300' },
};
