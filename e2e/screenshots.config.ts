// `npm run screenshots`: the browser-test setup (same server, same Chromium) pointed at e2e/screenshots, which
// writes docs/screenshots/sample/*.png for the visual review. Not part of `npm test`: it checks nothing.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testDir: './screenshots' });
