// Receipts and releases (issue 39): the heir follows the invitation link, signs up, and on her page reads the
// receipt and release, agrees to sign electronically, confirms each statement, types her name and signs, at 375
// and 1280 px, axe clean; the signed PDF names the published accounting's hashes. The executor sends one from the
// Heirs tab and sees each answer there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { expectNothingCutOff } from './clipping';
import { expect, test } from './fixtures';
import { accountingPublished, noraInvited, ownerWithEstate, releaseSent } from './heirs-support';
import { dialogAxeClean, PASSWORD, PHONE, pageAxeClean, pageWidth, uniqueEmail } from './support';

const SHOTS = '/tmp/release-shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
const write = { 'x-probity': '1' };

for (const width of [PHONE.width, 1280]) {
  test(`at ${width} px an heir signs up from her invitation and signs the receipt and release`, async ({
    browser,
  }) => {
    const { owner, id } = await ownerWithEstate(browser);
    await accountingPublished(owner, id);
    const published = (await (await owner.request.get(`/api/estate/${id}/accountings/1`)).json()).payload;
    const heirs = (await (await owner.request.get(`/api/estate/${id}/heirs`)).json()).payload;
    const invited = await owner.request.post(`/api/estate/${id}/ua`, {
      headers: write,
      data: {
        name: 'Nora Brooks',
        email: uniqueEmail('nora'),
        access: 3,
        heir_id: heirs.find((h: { name: string }) => h.name === 'Nora Brooks').id,
      },
    });
    const link = new URL((await invited.json()).payload.link).pathname;
    await releaseSent(owner, id);

    const heir = await (await browser.newContext()).newPage();
    await heir.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
    await heir.goto(link);
    await heir.getByTestId('invite-signup').click();
    await heir.getByTestId('signup-name').fill('Nora Brooks');
    await heir.getByTestId('signup-password').fill(PASSWORD);
    await heir.getByTestId('signup-submit').click();
    await expect(heir).toHaveURL(new RegExp(`/heir/${id}$`));

    const card = heir.getByTestId('heir-release');
    await expect(card.getByTestId('heir-release-status')).toHaveText('Viewed');
    await expect(card.getByTestId('heir-release-total')).toHaveText('$150,000.00');
    await expect(card.getByTestId('release-statement')).toHaveCount(3);
    await expect(card.getByTestId('release-sign')).toBeDisabled();
    await card.getByTestId('release-consent').check();
    for (const box of await card.getByTestId('release-statement').all()) await box.check();
    await card.getByTestId('release-name').fill('Nora Q. Brooks');
    await heir.screenshot({ path: `${SHOTS}/sign-${width}.png` });
    await pageAxeClean(heir);
    await expectNothingCutOff(heir, `release to sign at ${width} px`);
    expect(await pageWidth(heir)).toBeLessThanOrEqual(width);
    await card.getByTestId('release-sign').click();
    await expect(card.getByTestId('heir-release-status')).toHaveText('Signed');

    const [download] = await Promise.all([
      heir.waitForEvent('download'),
      card.getByRole('link', { name: 'Download the signed PDF' }).click(),
    ]);
    const file = (await download.path()) as string;
    const text = execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Signed electronically by Nora Q. Brooks');
    expect(text).toContain(`SHA-256 of Accounting 1's sealed data ${published.json_sha256}`);
    expect(text).toContain(`SHA-256 of Accounting 1's PDF ${published.pdf_sha256}`);
    const release = (await (await owner.request.get(`/api/estate/${id}/releases`)).json()).payload
      .releases[0];
    expect(release).toMatchObject({ status: 'signed', signer_name: 'Nora Q. Brooks' });
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(release.signed_pdf_sha256);
  });
}

test('the executor sends a receipt and release from the Heirs tab and sees it signed', async ({
  browser,
}) => {
  const { owner, id } = await ownerWithEstate(browser);
  const { heir } = await noraInvited(browser, owner, id);
  await accountingPublished(owner, id);
  await owner.goto(`/estate/${id}/Heirs`);
  const card = owner.getByTestId('releases-card');
  await card.getByTestId('release-new').click();
  const dialog = owner.getByTestId('release-dialog');
  await expect(dialog.getByTestId('release-heir')).toHaveValue('Nora Brooks');
  await expect(dialog.getByTestId('release-accounting')).toHaveValue('Accounting 1, to 31-Dec-2026');
  await expect(
    dialog.getByRole('checkbox', { name: 'The house on Elm Street · 01-Jun-2026 · $150,000.00' }),
  ).toBeChecked();
  await dialogAxeClean(owner);
  await dialog.getByTestId('release-send').click();
  const row = card.getByTestId('release-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('release-status')).toHaveText('Sent');
  await expect(row).toContainText('Nora Brooks');
  await expect(row).toContainText('$150,000.00');

  // Nora signs (through the API, as her page would); the executor's next look shows it
  const rid = (await (await heir.request.get(`/api/estate/${id}/releases`)).json()).payload.releases[0].id;
  const signed = await heir.request.post(`/api/estate/${id}/releases/${rid}/sign`, {
    headers: write,
    data: { consent: true, statements: [true, true, true], name: 'Nora Brooks' },
  });
  expect(signed.status()).toBe(200);
  await owner.reload();
  await expect(row.getByTestId('release-status')).toHaveText('Signed');
  await expect(row).toContainText('Signed by Nora Brooks on');
  await row.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: `${SHOTS}/heirs-tab-1280.png` });
  await pageAxeClean(owner);
});
