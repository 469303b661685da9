// The Sample estates' papers (issue 41) as anyone meets them, signed in or not: Estate Files lists them with the
// item each belongs to, one downloads as the PDF it is, the bank statement sits behind its account's paperclip,
// and nothing can be added, removed or shared (the spec's words stand where the dropzone would be).
import { readFileSync } from 'node:fs';
import { MSG_SAMPLE_NO_FILES } from '@probity/domain';
import { expect, type Page, test } from './fixtures';
import { expectDialogFillsPhone, PHONE } from './support';

const estateFiles = (page: Page) => page.getByTestId('estate-files-dialog');

async function openEstateFiles(page: Page, id: string) {
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Manage-Files').click();
  await expect(estateFiles(page).getByTestId('file-row')).toHaveCount(3);
}

test('Estate Files of the Sample lists its three papers, downloads one, goes to its item, and offers no changes', async ({
  page,
}) => {
  await openEstateFiles(page, 'sample');
  const dialog = estateFiles(page);
  await expect(dialog.getByTestId('files-sample-note')).toHaveText(MSG_SAMPLE_NO_FILES);
  const rows = dialog.getByTestId('file-row');
  await expect(rows.nth(0)).toContainText('Death certificate - SAMPLE.pdf');
  await expect(rows.nth(0).getByRole('button', { name: 'Death certificate', exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Will summary - SAMPLE.pdf');
  await expect(rows.nth(2)).toContainText('Checking statement - SAMPLE.pdf');
  await expect(rows.nth(2)).toContainText('Checking account, Peachtree Community Bank');
  await expect(dialog.locator('input[type=file]')).toHaveCount(0);
  await expect(dialog.getByTestId('files-delete')).toHaveCount(0);
  await expect(dialog.getByTestId('files-heirs')).toHaveCount(0);
  // every paper is attached to an item: without those, the Sample has no files of its own
  await page.getByTestId('files-include-items').click();
  await expect(dialog).toContainText('No files found');
  await page.getByTestId('files-include-items').click();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Death certificate - SAMPLE.pdf', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Death certificate - SAMPLE.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await dialog.getByRole('button', { name: 'Checking account, Peachtree Community Bank' }).click();
  await expect(page).toHaveURL(/\/estate\/sample\/Assets\?itemId=\d+$/);
});

test('the Canadian Sample: its statement behind the chequing account’s paperclip, its death record in the slot', async ({
  page,
}) => {
  await page.goto('/estate/sample_ca/Assets');
  await page.getByRole('button', { name: '1 files of Chequing account, Lakeshore Credit Union' }).click();
  const attached = page.getByTestId('attached-files-dialog');
  await expect(attached.getByTestId('file-row')).toHaveCount(1);
  await expect(attached.getByTestId('file-row')).toContainText('Chequing statement - SAMPLE.pdf');
  await expect(attached.getByTestId('files-sample-note')).toHaveText(MSG_SAMPLE_NO_FILES);
  await attached.getByTestId('attached-files-close').click();

  await page.getByTestId('tab-Decedent').click();
  await expect(page.getByTestId('slot-files-death_cert')).toHaveAccessibleName('Death certificate: 1 files');
  await expect(page.getByTestId('slot-files-will')).toHaveAccessibleName('Will: 1 files');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('Estate Files of the Sample fills the screen with its papers', async ({ page }) => {
    await openEstateFiles(page, 'sample');
    await expectDialogFillsPhone(page);
    await expect(estateFiles(page).getByTestId('file-row').nth(1)).toContainText('Will summary - SAMPLE.pdf');
  });
});
