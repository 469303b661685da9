// The heirs' side (issue 39): the executor invites an heir from the share dialog; the invitation link signs the
// heir up and opens their own view of the estate (their share, what was given and what is to come, the estate in
// figures, the deadlines ahead), read-only, at 1280 and 375 px; the executor previews it from the users list.

import { expectNothingCutOff } from './clipping';
import { expect, type Page, test } from './fixtures';
import { noraInvited, ownerWithEstate } from './heirs-support';
import {
  dialogAxeClean,
  openShareDialog,
  PASSWORD,
  PHONE,
  pageAxeClean,
  pageWidth,
  uniqueEmail,
} from './support';

async function expectNoraShare(page: Page) {
  const view = page.getByTestId('heir-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('The estate of Ada Brooks');
  await expect(page.getByTestId('heir-received')).toHaveText('$150,000.00');
  await expect(page.getByTestId('heir-expected')).toHaveText('$20,000.00');
  await expect(page.getByTestId('heir-target')).toContainText(
    '50% of what the heirs share ($200,000.00 today)',
  );
  await expect(page.getByTestId('heir-distribution')).toHaveText([
    /The house on Elm Street.*Given 01-Jun-2026 · Bequest.*\$150,000\.00/,
    /Checking account.*Planned · Residuary.*\$20,000\.00/,
  ]);
  await expect(page.getByTestId('estate-value-death')).toHaveText('$400,000.00');
  await expect(view).not.toContainText('Sam');
  await expect(view).not.toContainText('owes the estate rent');
}

test('an heir invited from the share dialog signs up from the link and lands on their own share', async ({
  browser,
}) => {
  const { owner, id } = await ownerWithEstate(browser);
  // the executor invites Nora as an heir: the access "Heir (own share)" asks which heir
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  const email = uniqueEmail('nora');
  await owner.getByTestId('invite-email').fill(email);
  await owner.getByTestId('invite-access').click();
  await owner.getByRole('option', { name: 'Heir (own share)', exact: true }).click();
  await owner.getByTestId('invite-send').click();
  await expect(owner.getByTestId('invite-error')).toHaveText('Choose which heir this beneficiary is');
  await owner.getByTestId('invite-heir').click();
  await owner.getByRole('option', { name: 'Nora Brooks', exact: true }).click();
  await expect(owner.getByTestId('invite-name')).toHaveValue('Nora Brooks');
  await dialogAxeClean(owner);
  await owner.getByTestId('invite-send').click();
  await expect(owner.getByTestId(`user-${email}`)).toContainText('Invited');
  await expect(owner.getByTestId(`user-${email}`).getByTestId('user-access-level')).toHaveValue(
    'Heir (own share)',
  );
  const link = new URL(await owner.getByTestId('invite-link').inputValue()).pathname;

  // Nora, with no account, opens the link, signs up and lands on her view
  const heir = await (await browser.newContext()).newPage();
  await heir.goto(link);
  await expect(heir.getByTestId('invite-page')).toContainText('As an heir you will see your share');
  await heir.getByTestId('invite-signup').click();
  await heir.getByTestId('signup-name').fill('Nora Brooks');
  await heir.getByTestId('signup-password').fill(PASSWORD);
  await heir.getByTestId('signup-submit').click();
  await expect(heir).toHaveURL(new RegExp(`/heir/${id}$`));
  await expectNoraShare(heir);
});

for (const width of [1280, PHONE.width]) {
  test(`at ${width} px the heir's view shows every figure whole, axe clean, and her estate list opens it`, async ({
    browser,
  }) => {
    const { owner, id } = await ownerWithEstate(browser);
    const { heir } = await noraInvited(browser, owner, id);
    await heir.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
    await heir.goto('/');
    await expect(heir.getByTestId(`estate-row-${id}`).getByTestId('estate-list-role')).toHaveText('Heir');
    await heir.getByTestId(`estate-row-${id}`).getByTestId('estate-open').click();
    await expect(heir).toHaveURL(new RegExp(`/heir/${id}$`));
    await expectNoraShare(heir);
    expect(await pageWidth(heir)).toBeLessThanOrEqual(width);
    await pageAxeClean(heir);
    await expectNothingCutOff(heir, `heir view at ${width} px`);
    // the workspace itself is not hers to open
    expect((await heir.request.get(`/api/estate/${id}/full`)).status()).toBe(404);
  });
}

test('the executor previews what an heir sees from the users list', async ({ browser }) => {
  const { owner, id } = await ownerWithEstate(browser);
  const { email } = await noraInvited(browser, owner, id);
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  await owner.getByTestId(`user-${email}`).getByTestId('user-heir-preview').click();
  await expect(owner).toHaveURL(new RegExp(`/heir/${id}\\?heir=\\d+$`));
  await expect(owner.getByTestId('heir-view-preview')).toContainText('This is what Nora Brooks sees');
  await expectNoraShare(owner);
});
