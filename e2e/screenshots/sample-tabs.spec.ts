// Every tab of the US Sample estate at a laptop (1280 x 800) and a phone (375 x 812) width, what the first screen
// shows (not the full page: the files stay small), written to docs/screenshots/sample/<tab>-<width>.png.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { animationsDone, ESTATE_TABS } from '../tests/support';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots', 'sample');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

for (const size of SIZES) {
  test(`Sample estate at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const tab of ESTATE_TABS) {
      await page.goto(`/estate/sample/${tab}`);
      await expect(page.getByTestId(`tab-panel-${tab}`)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[role="tabpanel"] .mantine-Loader-root')).toHaveCount(0);
      await animationsDone(page);
      await page.screenshot({ path: join(OUT, `${tab.toLowerCase()}-${size.width}.png`) });
    }
  });
}
