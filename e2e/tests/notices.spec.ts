// Notices of death (issue 40): on the Executor tab's Notices table the executor drafts a letter to Social
// Security, edits it, downloads it as PDF and Word, and marks it sent, at 1280 and 375 px, axe clean and nothing
// cut off; the PDF carries the edited text. A viewer reads and downloads but changes nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expectNothingCutOff, expectTargetsBigEnough } from './clipping';
import { expect, type Page, test } from './fixtures';
import { ownerWithEstate } from './heirs-support';
import { cellText, grid, selectRow } from './inventory-helpers';
import { dialogAxeClean, PHONE, pageAxeClean, pageWidth, showAllTasks, signUp } from './support';

const SHOTS = '/tmp/notice-shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const ADDED = 'My brother Sam is handling the house; please write to me only.';

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId)).toHaveValue(option);
}

/** Through the API: a notice to Social Security, drafted, with the executor's own words added to its text. */
async function editedNotice(owner: Page, id: string): Promise<void> {
  const made = await owner.request.post(`/api/estate/${id}/notices`, {
    headers: { 'x-probity': '1' },
    data: { kind: 'ssa', target: { part: 'estate', id: null } },
  });
  expect(made.status(), await made.text()).toBe(200);
  const notice = (await made.json()).payload;
  const edited = await owner.request.patch(`/api/estate/${id}/notices/${notice.id}`, {
    headers: { 'x-probity': '1' },
    data: { letter: { ...notice.letter, body: [ADDED, ...notice.letter.body] } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
}

for (const width of [1280, PHONE.width]) {
  test(`at ${width} px the executor drafts a notice and edits its text`, async ({ browser }) => {
    const { owner, id } = await ownerWithEstate(browser);
    await owner.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
    await owner.goto(`/estate/${id}/Executor?table=Notices`);
    const panel = owner.getByTestId('notices-panel');
    await expect(panel.getByTestId('notices-empty')).toBeVisible();
    await panel.getByTestId('notice-new').click();

    const draft = owner.getByTestId('notice-draft-dialog');
    await expect(draft.getByTestId('notice-about')).toHaveValue('No one item (an agency)');
    await pick(owner, 'notice-kind', 'Social Security Administration');
    await expect(draft.getByTestId('notice-ask')).toHaveValue('Stop the payments');
    await dialogAxeClean(owner);
    await draft.getByTestId('notice-draft').click();

    const dialog = owner.getByTestId('notice-dialog');
    await expect(dialog.getByTestId('notice-status')).toHaveText('Drafted');
    const body = dialog.getByTestId('notice-body');
    await expect(body).toHaveValue(/^I write to tell you that Ada Brooks/);
    await expect(dialog.getByTestId('notice-enclosures')).toHaveText(
      'A certified copy of the death certificate',
    );
    await body.fill(`${ADDED}\n\n${await body.inputValue()}`);
    await dialog.getByTestId('notice-save-text').click();
    await expect(dialog.getByTestId('notice-save-text')).toBeDisabled();
    await owner.screenshot({ path: `${SHOTS}/draft-${width}.png` });
    await dialogAxeClean(owner);
    await expectNothingCutOff(owner, `notice dialog at ${width} px`);
  });

  test(`at ${width} px the executor downloads a notice as PDF and Word, with its edited text`, async ({
    browser,
  }) => {
    const { owner, id } = await ownerWithEstate(browser);
    await editedNotice(owner, id);
    await owner.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
    await owner.goto(`/estate/${id}/Executor?table=Notices`);
    await owner.getByTestId('notices-panel').getByTestId('notice-open').click();
    const dialog = owner.getByTestId('notice-dialog');
    const [pdf] = await Promise.all([
      owner.waitForEvent('download'),
      dialog.getByTestId('notice-pdf').click(),
    ]);
    const text = execFileSync('pdftotext', ['-raw', (await pdf.path()) as string, '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain(ADDED);
    expect(text).toContain('Re: Estate of Ada Brooks');
    const [docx] = await Promise.all([
      owner.waitForEvent('download'),
      dialog.getByTestId('notice-docx').click(),
    ]);
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);
    expect(
      readFileSync((await docx.path()) as string)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  test(`at ${width} px the executor marks a notice sent, and the list says so`, async ({ browser }) => {
    const { owner, id } = await ownerWithEstate(browser);
    await editedNotice(owner, id);
    await owner.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
    await owner.goto(`/estate/${id}/Executor?table=Notices`);
    const panel = owner.getByTestId('notices-panel');
    await panel.getByTestId('notice-open').click();
    const dialog = owner.getByTestId('notice-dialog');
    await expect(dialog.getByTestId('notice-status')).toHaveText('Drafted');
    await pick(owner, 'notice-method', 'Telephone');
    await dialog.getByTestId('notice-mark-sent').click();
    await expect(dialog.getByTestId('notice-status')).toHaveText('Sent');
    await expect(dialog.getByTestId('notice-letter')).toContainText(ADDED);
    await expect(dialog).toContainText('(telephone), follow up');
    await owner.keyboard.press('Escape');
    const row = panel.getByTestId('notice-row');
    await expect(row.getByTestId('notice-row-status')).toHaveText('Sent');
    await expect(row).toContainText('Social Security Administration');
    await owner.screenshot({ path: `${SHOTS}/list-${width}.png` });
    await pageAxeClean(owner);
    await expectNothingCutOff(owner, `notices at ${width} px`);
    expect(await pageWidth(owner)).toBeLessThanOrEqual(width);
  });
}

test('a viewer reads and downloads the notices but drafts and marks nothing', async ({ browser }) => {
  const { owner, id } = await ownerWithEstate(browser);
  const made = await owner.request.post(`/api/estate/${id}/notices`, {
    headers: { 'x-probity': '1' },
    data: { kind: 'bank', target: { part: 'estate', id: null } },
  });
  expect(made.status(), await made.text()).toBe(200);
  // a viewer, invited and accepted through the API
  const viewer = await (await browser.newContext()).newPage();
  const email = await signUp(viewer.request, 'Vera Viewer');
  const invited = await owner.request.post(`/api/estate/${id}/ua`, {
    headers: { 'x-probity': '1' },
    data: { name: 'Vera Viewer', email, access: 2 },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = new URL((await invited.json()).payload.link).pathname.split('/').pop();
  expect(
    (await viewer.request.post(`/api/invite/${token}`, { headers: { 'x-probity': '1' } })).status(),
  ).toBe(200);
  await viewer.goto(`/estate/${id}/Executor?table=Notices`);
  const panel = viewer.getByTestId('notices-panel');
  await expect(panel.getByTestId('notice-row')).toHaveCount(1);
  await expect(panel.getByTestId('notice-new')).toHaveCount(0);
  await panel.getByTestId('notice-open').click();
  const dialog = viewer.getByTestId('notice-dialog');
  await expect(dialog.getByTestId('notice-letter')).toBeVisible();
  await expect(dialog.getByTestId('notice-body')).toHaveCount(0);
  await expect(dialog.getByTestId('notice-mark-sent')).toHaveCount(0);
  await expect(dialog.getByTestId('notice-pdf')).toBeVisible();
});

test('a notice is drafted from an asset of the Assets tab', async ({ browser }) => {
  const { owner, id } = await ownerWithEstate(browser);
  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.goto(`/estate/${id}/Assets`);
  const g = grid(owner, 'assets');
  await selectRow(g, 'Checking account');
  // no notice yet: no Notice column to take room
  await expect(g.locator('[col-id="notice"]')).toHaveCount(0);
  await owner.getByTestId('asset-notice').click();
  await expect(owner).toHaveURL(/table=Notices&draft=assets/);
  const draft = owner.getByTestId('notice-draft-dialog');
  await expect(draft.getByTestId('notice-about')).toHaveValue('Checking account');
  await expect(draft.getByTestId('notice-kind')).toHaveValue('Bank or credit union');
  await draft.getByTestId('notice-draft').click();
  const dialog = owner.getByTestId('notice-dialog');
  await expect(dialog.getByTestId('notice-to')).toHaveValue('Checking account');
  await expect(dialog.getByTestId('notice-status')).toHaveText('Drafted');
  await owner.keyboard.press('Escape');
  await expect(owner).not.toHaveURL(/draft=/);
});

test('a notice is drafted from its checklist task, to its kind of agency', async ({ browser }) => {
  const { owner, id } = await ownerWithEstate(browser);
  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.goto(`/estate/${id}/Tasks`);
  await showAllTasks(owner);
  await owner.getByTestId('task-name-20').click();
  await owner.getByTestId('task-doc').getByTestId('task-doc-notice').click();
  await expect(owner.getByTestId('notice-draft-dialog').getByTestId('notice-kind')).toHaveValue(
    'Social Security Administration',
  );
  await dialogAxeClean(owner);
});

test('an asset shows where its notice stands, which opens it, at 1280, 768 and 375 px', async ({
  browser,
}) => {
  const { owner, id } = await ownerWithEstate(browser);
  const full = (await (await owner.request.get(`/api/estate/${id}/full`)).json()).payload;
  const checking = full.assets.find((a: { name: string }) => a.name === 'Checking account');
  const made = await owner.request.post(`/api/estate/${id}/notices`, {
    headers: { 'x-probity': '1' },
    data: { kind: 'bank', target: { part: 'assets', id: checking.id } },
  });
  expect(made.status(), await made.text()).toBe(200);
  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.goto(`/estate/${id}/Assets`);
  const g = grid(owner, 'assets');
  const status = cellText(g, 'Checking account', 'notice').getByTestId('notice-cell');
  await expect(status).toHaveText('Drafted');
  await expect(status).toBeInViewport();
  await expect(cellText(g, 'The house on Elm Street', 'notice').getByTestId('notice-cell')).toHaveCount(0);
  await owner.screenshot({ path: `${SHOTS}/asset-notice-1280.png` });
  await pageAxeClean(owner);
  await status.click();
  await expect(owner).toHaveURL(/table=Notices&notice=\d+/);
  await expect(owner.getByTestId('notice-dialog').getByTestId('notice-to')).toHaveValue('Checking account');
  await owner.keyboard.press('Escape');
  await expect(owner).not.toHaveURL(/notice=/);

  await owner.setViewportSize({ width: 768, height: 900 });
  await owner.goto(`/estate/${id}/Assets`);
  await expect(cellText(g, 'Checking account', 'notice').getByTestId('notice-cell')).toHaveText('Drafted');
  await owner.screenshot({ path: `${SHOTS}/asset-notice-768.png` });
  await owner.setViewportSize(PHONE);
  await expect(owner.getByTestId('notice-cell')).toHaveAccessibleName(
    'Notice about Checking account: Drafted. Open it',
  );
  await pageAxeClean(owner);
  await owner
    .getByTestId('notice-cell')
    .locator('xpath=ancestor::*[@data-row-id][1]')
    .screenshot({ path: `${SHOTS}/asset-notice-375.png` });
  await expectNothingCutOff(owner, 'assets with a notice at 375 px');
  await expectTargetsBigEnough(owner, 'assets with a notice at 375 px');
});
