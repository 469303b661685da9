// Due dates on business days (issue 11): a Form 706 for a death on 26 Feb 2026 falls due on Thanksgiving,
// Thursday 26 Nov 2026; the list shows Friday 27 Nov with the reason as the date's title, and the task document
// says why under the date. Screenshots at 1280 and 375 px go to /tmp/due-note-shots for a person to look at.
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { estateBody, openEstate, signUp } from './inventory-helpers';
import { showAllTasks } from './support';

const SHOTS = process.env.DUE_NOTE_SHOTS ?? '/tmp/due-note-shots';
const NOTE =
  'Moved from Thursday 26 November 2026 (Thanksgiving Day): the IRS accepts it on the next business day.';
const FORM_706 = 79;

test('a tax deadline on Thanksgiving shows the next business day and says why', async ({ page, baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signUp(page, baseURL, 'duenote');
  await openEstate(page, estateBody('Due note', 'Tom Turkey', '2026-02-26'), 'Tasks');

  await showAllTasks(page);
  const row = page.getByTestId(`task-row-${FORM_706}`);
  await expect(row).toBeVisible();
  const due = row.locator('[data-moved]');
  await expect(due).toHaveText('27-Nov-2026');
  await expect(due).toHaveAttribute('title', NOTE);
  // A task whose date did not move carries no mark.
  await expect(page.getByTestId('task-row-1').locator('[data-moved]')).toHaveCount(0);

  await page.getByTestId(`task-name-${FORM_706}`).click();
  const doc = page.getByTestId('task-doc');
  await expect(doc.getByTestId('task-doc-due')).toHaveText('Due 27-Nov-2026');
  await expect(doc.getByTestId('task-doc-due-note')).toHaveText(NOTE);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/task-doc-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(doc).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/task-list-1280.png` });
});
