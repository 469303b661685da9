// Playwright's test API with one addition: the browser contexts a test opens itself (a second user, a viewer, a
// phone) close when it ends. Left open, their pages went on running the app beside the worker's next tests and
// took the CPU from them: a CI run failed waiting 10 s for a dialog while six such pages were still open.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});
