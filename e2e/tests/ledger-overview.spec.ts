// Overview in the browser: the action list and its links, the ?service path, the owner-death role change dialog and
// the spouse Form 706 reduction dialog.
import { expect } from './fixtures';
import {
  answer,
  base,
  editCell,
  figure,
  grid,
  openEstate,
  SHOTS,
  saveEstate,
  test,
  typeDate,
} from './ledger-helpers';
import { showAllTasks } from './support';

test('?service opens the probate lawyer dialog; the actions open their dialogs', async ({ page }) => {
  await openEstate(page, base(), 'Overview?service=1');
  await expect(page.getByTestId('service-dialog')).toContainText('probate lawyer');
  await page.screenshot({ path: `${SHOTS}/overview-service.png` });
  await page.getByTestId('service-close').click();
  await expect(page).not.toHaveURL(/service/);
  await page.getByTestId('action-Use-Lawyer').click();
  await expect(page.getByTestId('service-dialog')).toBeVisible();
  await page.getByTestId('service-close').click();
  await page.getByTestId('action-Share-Access').click();
  await expect(page.getByTestId('user-access-dialog')).toContainText('Nobody else has access yet.');
  await page.getByTestId('user-access-close').click();
  await page.getByTestId('action-Address-Book').click();
  await expect(page.getByRole('dialog', { name: 'Address book' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('action-Accounting-Report').click();
  await expect(page.getByTestId('report-options')).toBeVisible();
});

test('the owner records their own death: the role change is confirmed and the flag cleared', async ({
  page,
}) => {
  const id = await openEstate(
    page,
    base({
      meta: { label: `Mine ${Date.now()}`, country_code: 'us', is_user_dec: true },
      dec: { name: 'Olive Owner', death_date: null },
    }),
    'Overview',
  );
  await page.getByTestId('owner-death-open').click();
  await typeDate(page, 'owner-death-date', '9/1/2026');
  await page.screenshot({ path: `${SHOTS}/overview-owner-death.png` });
  await page.getByTestId('owner-death-save').click();
  await expect(page.getByTestId('confirm-clear_user_dec')).toBeVisible();
  await answer(page, 'clear_user_dec');
  await expect(page.getByTestId('owner-death-open')).toHaveCount(0);
  await saveEstate(page);
  const meta = (await (await page.request.get(`/api/estate/${id}`)).json()).payload;
  expect([meta.death_date, meta.is_user_dec]).toEqual(['2026-09-01', false]);
});

test('the spouse Form 706 reduction dialog when the estate drops below the filing limit', async ({
  page,
}) => {
  const id = await openEstate(
    page,
    base({
      assets: [{ id: -1, name: 'Family business', i_type: 7, val_death: 1_600_000_000 }],
      heirs: [{ id: -2, name: 'Sam', i_type: 1 }],
    }),
    'Overview',
  );
  await expect(figure(page, 'value-death')).toHaveText('$16,000,000.00');
  await page.getByTestId('tab-Assets').click();
  await editCell(grid(page, 'assets'), 'Family business', 'val_death', '9000000');
  // The prompt comes on the tab where the edit was made (it used to wait until the Overview was opened).
  await expect(page.getByTestId('form706-dialog')).toContainText('below the federal filing limit');
  await page.screenshot({ path: `${SHOTS}/overview-form706.png` });
  await page.getByTestId('form706-yes').click();
  await page.getByTestId('tab-Overview').click();
  await expect(figure(page, 'value-death')).toHaveText('$9,000,000.00');
  // Kept: the Form 706 task (79) stays applicable although the estate is below the limit.
  await page.getByTestId('tab-Tasks').click();
  await showAllTasks(page);
  await expect(page.getByTestId('task-row-79')).toHaveAttribute('data-status', 'N');
  // Up past the limit and down again: this time the answer is no, and the task is N/A.
  await page.getByTestId('tab-Assets').click();
  await editCell(grid(page, 'assets'), 'Family business', 'val_death', '16000000');
  await editCell(grid(page, 'assets'), 'Family business', 'val_death', '8000000');
  await page.getByTestId('form706-no').click();
  await page.getByTestId('tab-Tasks').click();
  await showAllTasks(page);
  await expect(page.getByTestId('task-row-79')).toHaveAttribute('data-status', 'X');
  await saveEstate(page);
  const meta = (await (await page.request.get(`/api/estate/${id}`)).json()).payload;
  // Task 79 is bit 15 of the third 32-bit word.
  expect((meta.tasks_na[2] >>> 15) & 1).toBe(1);
});
