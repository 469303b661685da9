// Published accountings (issue 39): the executor publishes the accounting on screen from the report dialog; it is
// sealed and numbered; the heir finds it on her page with its PDF, whose SHA-256 is the one shown beside it. The
// executor shares a document from Estate Files; the heir downloads it from the same page.
// Screenshots go to /tmp/published-shots for a person to look at.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { expectNothingCutOff } from './clipping';
import { expect, test } from './fixtures';
import { accountingPublished, fileStored, noraInvited, ownerWithEstate, WILL_PDF } from './heirs-support';
import { dialogAxeClean, PHONE, pageAxeClean, pageWidth } from './support';

const SHOTS = '/tmp/published-shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const width of [1280, PHONE.width]) {
  const size = width === PHONE.width ? PHONE : { width, height: 800 };

  test(`at ${width} px the executor publishes the accounting on screen as Accounting 1`, async ({
    browser,
  }) => {
    const { owner, id } = await ownerWithEstate(browser);
    await owner.setViewportSize(size);
    await owner.goto(`/estate/${id}/Overview`);
    await owner.getByTestId('action-Accounting-Report').click();
    await owner.getByTestId('report-show').click();
    const dialog = owner.getByTestId('report-dialog');
    await dialog.getByTestId('report-publish').click();
    await expect(owner.getByRole('dialog', { name: 'Publish Accounting 1?' })).toBeVisible();
    await expect(owner.getByTestId('publish-confirm')).toContainText('It is sealed as it stands');
    await owner.getByTestId('publish-confirm-yes').click();
    await expect(dialog.getByTestId('publish-done')).toContainText('Accounting 1 is published and sealed');
    await expect(dialog.getByTestId('published-item')).toHaveCount(1);
    await expect(dialog.getByTestId('published-item')).toContainText('Accounting 1');
    await dialog.getByTestId('publish-done').scrollIntoViewIfNeeded();
    await owner.screenshot({ path: `${SHOTS}/publish-${width}.png` });
    await dialogAxeClean(owner);
  });

  test(`at ${width} px the heir downloads Accounting 1, its SHA-256 the one her page shows`, async ({
    browser,
  }) => {
    const { owner, id } = await ownerWithEstate(browser);
    const { heir } = await noraInvited(browser, owner, id);
    await accountingPublished(owner, id);
    const will = await fileStored(owner, id);
    const shared = await owner.request.put(`/api/estate/${id}/file`, {
      headers: { 'x-probity': '1' },
      data: { blob_names: [will], heirs: true },
    });
    expect(shared.status()).toBe(200);
    await heir.setViewportSize(size);
    await heir.goto(`/heir/${id}`);
    const item = heir.getByTestId('heir-accountings').getByTestId('published-item');
    await expect(item).toContainText(
      /Accounting 1 · 01-Mar-2026 to 31-Dec-2026 · published .* by Olive Owner/,
    );
    const shown = ((await item.textContent()) ?? '').match(/PDF SHA-256 ([0-9a-f]{64})/)?.[1];
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const [download] = await Promise.all([
      heir.waitForEvent('download'),
      item.getByRole('link', { name: 'Accounting 1' }).click(),
    ]);
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
    const doc = heir.getByTestId('heir-files').getByTestId('heir-file');
    await expect(doc).toHaveText(/Will summary\.pdf\s*1 KB/);
    const [willDownload] = await Promise.all([
      heir.waitForEvent('download'),
      doc.getByRole('button').click(),
    ]);
    expect(readFileSync((await willDownload.path()) as string)).toEqual(WILL_PDF);
    await item.scrollIntoViewIfNeeded();
    await heir.screenshot({ path: `${SHOTS}/heir-${width}.png` });
    expect(await pageWidth(heir)).toBeLessThanOrEqual(width);
    await pageAxeClean(heir);
    await expectNothingCutOff(heir, `heir accountings at ${width} px`);
  });
}

test('the executor shares a document with the heirs from Estate Files, and stops', async ({ browser }) => {
  const { owner, id } = await ownerWithEstate(browser);
  await fileStored(owner, id);
  await owner.goto(`/estate/${id}/Overview`);
  const files = owner.getByTestId('estate-files-dialog');
  await expect(async () => {
    if (!(await files.isVisible())) await owner.getByTestId('action-Manage-Files').click();
    await expect(files).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await files.getByRole('checkbox', { name: 'Select Will summary.pdf' }).check();
  await files.getByTestId('files-heirs').click();
  await expect(files.getByTestId('file-heirs-badge')).toHaveText('Heirs see it');
  await expect(files.getByTestId('files-heirs')).toHaveText('Stop sharing with heirs');
  await dialogAxeClean(owner);
  const heirs = async () =>
    (await (await owner.request.get(`/api/estate/${id}/heir-files`)).json()).payload.files.map(
      (f: { file_name: string }) => decodeURIComponent(f.file_name),
    );
  expect(await heirs()).toEqual(['Will summary.pdf']);
  await files.getByTestId('files-heirs').click();
  await expect(files.getByTestId('file-heirs-badge')).toHaveCount(0);
  expect(await heirs()).toEqual([]);
});
