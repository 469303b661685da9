// Files (issue 15) as a user meets them: a paperclip on an item, several files dropped at once with their
// progress, a preview, a refused fake PDF, Estate Files with go-to-item, the file of an item deleted in the
// working copy going at the next Save, the death certificate slot completing its task, and the phone layout.
import { expect, type Page } from './fixtures';
import { confirmDelete } from './inventory-helpers';
import { base, grid, makeEstate, rowByName, saveEstate, selectRow, test } from './ledger-helpers';
import { dialogAxeClean, expectDialogFillsPhone, PHONE } from './support';

const PDF = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% a statement\n%%EOF\n'),
};
const PNG = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const FAKE = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
};

const estate = () =>
  base({
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 250_000 },
      { id: -2, name: 'Old car', i_type: 9, val_death: 400_000 },
    ],
  });

const attached = (page: Page) => page.getByTestId('attached-files-dialog');

test('attach several files to an asset, preview one, refuse a fake PDF, delete them', async ({ page }) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Assets`);
  await page.getByRole('button', { name: 'Attach files to Checking' }).click();
  await expect(page.getByRole('dialog', { name: 'Attached Files: Checking' })).toBeVisible();
  await expect(attached(page)).toContainText('No files found');
  await attached(page).locator('input[type=file]').setInputFiles([PDF, PNG, FAKE]);
  await expect(attached(page).getByTestId('file-row')).toHaveCount(2);
  await expect(attached(page).getByTestId('file-upload')).toContainText(
    'Could not upload invoice.pdf: This file does not look like a document or picture, so it was not stored.',
  );
  await expect(attached(page).getByTestId('files-storage')).toContainText('of 100.0 MB used');
  await dialogAxeClean(page);

  await attached(page).getByRole('button', { name: 'Preview receipt.png' }).click();
  await expect(attached(page).getByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  await attached(page).getByTestId('file-preview-back').click();
  await attached(page).getByTestId('attached-files-close').click();
  await expect(page.getByRole('button', { name: '2 files of Checking' })).toBeVisible();

  await page.getByRole('button', { name: '2 files of Checking' }).click();
  await attached(page).getByRole('checkbox', { name: 'Select every file' }).check();
  await attached(page).getByTestId('files-delete').click();
  await expect(page.getByTestId('files-delete-confirm')).toHaveText(
    'Are you sure you want to delete the selected file(s)?',
  );
  await page.getByTestId('files-delete-confirm-yes').click();
  await expect(attached(page).getByTestId('file-row')).toHaveCount(0);
  await expect(attached(page)).toContainText('No files found');
  const left = (await (await page.request.get(`/api/estate/${id}/file?want=all_blob_data`)).json()).payload;
  expect(left).toMatchObject({ files: [], storage_bytes: 0 });
});

test('Estate Files lists every file with its item, goes to it, and drops the file of a deleted item at Save', async ({
  page,
}) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Assets`);
  await page.getByRole('button', { name: 'Attach files to Old car' }).click();
  await attached(page).locator('input[type=file]').setInputFiles([PDF]);
  await expect(attached(page).getByTestId('file-row')).toHaveCount(1);
  await attached(page).getByTestId('attached-files-close').click();

  await page.getByTestId('tab-Overview').click();
  await page.getByTestId('action-Manage-Files').click();
  const files = page.getByTestId('estate-files-dialog');
  await expect(files.getByTestId('file-row')).toHaveCount(1);
  await expect(files.getByTestId('file-row')).toContainText('Old car');
  await page.getByTestId('files-include-items').click();
  await expect(files).toContainText('No files found');
  await page.getByTestId('files-include-items').click();
  await files.getByRole('button', { name: 'Old car' }).click();
  await expect(page).toHaveURL(/\/Assets\?itemId=\d+$/);

  // Deleted in the working copy: the file says it goes at the next Save, and does.
  const assets = grid(page, 'assets');
  await selectRow(assets, 'Old car');
  await assets.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(rowByName(assets, 'Old car')).toHaveCount(0);
  await page.getByTestId('tab-Overview').click();
  await page.getByTestId('action-Manage-Files').click();
  await expect(files.getByTestId('file-row')).toContainText(
    'You have deleted the associated item and this file will be permanently removed at next Save',
  );
  await files.getByTestId('estate-files-close').click();
  await saveEstate(page);
  const left = (await (await page.request.get(`/api/estate/${id}/file?want=all_blob_data`)).json()).payload;
  expect(left.files).toEqual([]);
});

test('a death certificate in its slot completes the auto-tracked task', async ({ page }) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Decedent`);
  await page.getByTestId('slot-files-death_cert').click();
  await attached(page)
    .locator('input[type=file]')
    .setInputFiles([{ ...PDF, name: 'death-certificate.pdf' }]);
  await expect(attached(page).getByTestId('file-row')).toHaveCount(1);
  await attached(page).getByTestId('attached-files-close').click();
  await expect(page.getByTestId('slot-files-death_cert')).toHaveAccessibleName('Death certificate: 1 files');
  const tasks = (await (await page.request.get(`/api/estate/${id}/tasks`)).json()).payload;
  const task = tasks.tasks.find((t: { name: string }) => t.name === 'Order certified death certificates');
  expect(task).toMatchObject({ done: true, auto_track: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the paperclip beside a card opens the dialog filling the screen', async ({ page }) => {
    const { id } = await makeEstate(page, estate());
    await page.goto(`/estate/${id}/Assets`);
    await page.getByRole('button', { name: 'Attach files to Checking' }).click();
    await expectDialogFillsPhone(page);
    await attached(page).locator('input[type=file]').setInputFiles([PNG]);
    await expect(attached(page).getByTestId('file-row')).toHaveCount(1);
    await dialogAxeClean(page);
    await attached(page).getByTestId('attached-files-close').click();
    await expect(page.getByRole('button', { name: '1 files of Checking' })).toBeVisible();
  });
});
