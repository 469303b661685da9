// Rough edges a new user hit (issue 13), each checked the way the user met it: through the quick start, the
// dialogs and the tabs of a real estate, and what the server then holds.
import { expect, type Page } from './fixtures';
import { estateBody } from './inventory-helpers';
import { editCell, fullOf, grid, makeEstate, newTxact, rowBy, test } from './ledger-helpers';
import { openTab, showAllTasks } from './support';

const SHOTS = '/tmp/first-use-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Runs the quick start of a new estate as a US executor through the basics (and the estimate), and saves it. */
async function quickStartAsExecutor(page: Page, label: string, estimate?: string) {
  await page.goto('/estate/new?created=u&role=Executor&countryCode=us');
  await page.getByTestId('qs-next').click();
  await expect(page.getByTestId('qs-role-Executor')).toBeChecked();
  await page.getByTestId('qs-next').click();
  await page.getByTestId('qs-name').fill('Walter Grant');
  await pick(page, 'qs-state', 'Georgia');
  const death = page.getByTestId('qs-death-date');
  await death.fill('03/02/2026');
  await death.blur();
  if (estimate) {
    await page.getByTestId('qs-next').click(); // how Probity works
    await page.getByTestId('qs-next').click();
    await page.getByTestId('qs-estimate-value').fill(estimate);
    // the figure as the field shows it first (a CI run once found the field empty and no range chosen: this
    // says next time whether the typing was lost or only the range did not follow)
    await expect(page.getByTestId('qs-estimate-value')).toHaveValue(
      `$${Number(estimate).toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('qs-estimate-large')).toBeChecked();
    await shot(page, 'quick-start-estimate');
  }
  // answers were entered: Escape asks first (issue 36)
  await page.keyboard.press('Escape');
  await page.getByTestId('qs-close-confirm-yes').click();
  await expect(page.getByTestId('quick-start')).toBeHidden();
  const saved = /\/estate\/(?!new)[a-z0-9]+\//;
  await page.getByTestId('save-button').click();
  // The label dialog asks first unless the estate already has a label: wait for whichever comes.
  const input = page.getByTestId('label-input');
  const asked = await Promise.race([
    input.waitFor({ state: 'visible' }).then(
      () => true,
      () => false,
    ),
    page.waitForURL(saved).then(
      () => false,
      () => false,
    ),
  ]);
  if (asked) {
    await input.fill(label);
    await page.getByTestId('label-submit').click();
  }
  await expect(page).toHaveURL(saved);
  await expect(page.getByTestId('revert-button')).toBeDisabled();
  return page.url().match(/\/estate\/([a-z0-9]+)\//)?.[1] ?? '';
}

test('the quick start role Executor is what the header and the estate list show', async ({ page }) => {
  const id = await quickStartAsExecutor(page, `Grant ${Math.random().toString(36).slice(2, 7)}`);
  await expect(page.getByTestId('estate-role')).toHaveText('Executor');
  expect((await fullOf(page, id)).meta.user_role).toBe('executor');
  await page.goto('/');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href*="${id}"]`) });
  await expect(row.getByTestId('estate-list-role')).toHaveText('Executor');
  await shot(page, 'role-home');
});

test("the quick start's state where they lived is the decedent's residence state", async ({ page }) => {
  const id = await quickStartAsExecutor(page, `Grant ${Math.random().toString(36).slice(2, 7)}`);
  await openTab(page, id, 'Decedent');
  await expect(page.getByTestId('meta-state')).toHaveValue('Georgia');
  await expect(page.getByTestId('dec-residence-state')).toHaveValue('Georgia');
  const full = await fullOf(page, id);
  expect([full.meta.state, full.dec.residence_addr_state]).toEqual(['GA', 'GA']);
  // And back: the residence address changes the estate's state too.
  await pick(page, 'dec-residence-state', 'New Jersey');
  await expect(page.getByTestId('meta-state')).toHaveValue('New Jersey');
  await shot(page, 'residence-state');
});

test('an estate made through the API with only its state has that residence state too', async ({ page }) => {
  const made = await makeEstate(page, estateBody('Made', 'Walter Grant', '2026-03-02'));
  await page.goto(`/estate/${made.id}/Decedent`);
  await expect(page.getByTestId('dec-residence-state')).toHaveValue('Georgia');
});

test('the Decedent tab keeps its name whatever the label (issue 36), Trust for a trust', async ({ page }) => {
  const body = estateBody('Mom’s estate', 'Walter Grant', '2026-03-02');
  const { id } = await makeEstate(page, body);
  await page.goto(`/estate/${id}/Decedent`);
  await expect(page.getByTestId('tab-Decedent')).toHaveText('Decedent');
  await expect(page.getByTestId('tab-title')).toHaveText('Decedent');
  await shot(page, 'decedent-tab-label');
  const trust = await makeEstate(
    page,
    estateBody('Grant trust', 'Grant Family Trust', '2020-01-01', {}, { trust: true }),
  );
  await page.goto(`/estate/${trust.id}/Decedent`);
  await expect(page.getByTestId('tab-Decedent')).toHaveText('Trust');
});

test('the Type list offers TFSA to a Canadian estate only', async ({ page }) => {
  for (const [country, offered] of [
    ['us', 0],
    ['ca', 1],
  ] as const) {
    const body = estateBody(
      `Types ${country}`,
      'Walter Grant',
      '2026-03-02',
      {},
      { country_code: country, state: '' },
    );
    const { id } = await makeEstate(page, body);
    await page.goto(`/estate/${id}/Assets`);
    await page.getByTestId('asset-add').click();
    await page.getByTestId('asset-type').click();
    await expect(page.getByRole('option', { name: 'Retirement', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'TFSA', exact: true })).toHaveCount(offered);
    await shot(page, `types-${country}`);
  }
});

test('Overview heir targets measure a few percent allocated as a few percent, not 100%', async ({ page }) => {
  const plan = (id: number, heir: number, val: number) => ({
    id,
    asset: -1,
    cat: 52,
    i_type: 1,
    heir_id: heir,
    distrib_type: 2,
    val,
    reason: 3,
  });
  const body = estateBody('Targets', 'Walter Grant', '2026-03-02', {
    assets: [{ id: -1, name: 'House', i_type: 6, val_death: 300_000_00 }],
    heirs: [
      { id: -2, name: 'Ann', i_type: 2, percent_target: 60_000 },
      { id: -3, name: 'Ben', i_type: 2, percent_target: 40_000 },
    ],
    txacts: [plan(-4, -2, 3_000_00), plan(-5, -3, 2_000_00)],
  });
  const { id } = await makeEstate(page, body);
  await page.goto(`/estate/${id}/Overview`);
  // 3,000 of Ann's 60% of 300,000 and 2,000 of Ben's 40%: 1.7% each.
  await expect(page.getByTestId('heir-targets-text')).toHaveText(
    ['Ann: 1.7% of target', 'Ben: 1.7% of target'].join(''),
  );
  await page.getByTestId('chart-heir-targets').scrollIntoViewIfNeeded();
  await shot(page, 'heir-targets');
});

const accounts = () =>
  estateBody('Cash', 'Walter Grant', '2026-03-02', {
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 1_000_00 },
      { id: -2, name: 'Savings', i_type: 14, val_death: 500_00 },
    ],
    debts: [{ id: -3, name: 'Card', i_type: 1, val_death: 200_00 }],
    txacts: [{ id: -4, asset: -2, cat: 7, i_type: 0, val: 10_00, date: '2026-04-01', name: 'Interest' }],
  });

test('a payment recorded from Checking while Cashflow shows Savings: a toast, and Cashflow follows Checking', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(page, accounts());
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-2']}`);
  await expect(page.getByTestId('cash-asset')).toHaveValue('Savings');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Withdrawal',
    cat: 'Debt Payment',
    item: 'Card',
    date: '4/10/2026',
    amount: '120',
    name: 'Card bill',
  });
  await expect(page.getByText('Debt Payment of $120.00 recorded on Checking')).toBeVisible();
  await expect(page.getByTestId('cash-asset')).toHaveValue('Checking');
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Card bill').locator('[col-id="balance"]')).toHaveText('$880.00');
  await shot(page, 'cash-follow');
  // Another one at once: its confirmation takes the first one's place. Stacked, the two reached down over Save.
  await newTxact(page, { kind: 'Deposit', cat: 'Income', date: '4/11/2026', amount: '30', name: 'Refund' });
  await expect(page.getByText('Income of $30.00 recorded on Checking')).toBeVisible();
  await expect(page.getByText('Debt Payment of $120.00 recorded on Checking')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  const save = page.getByTestId('save-button');
  expect(
    await save.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
    'Save is not under a toast',
  ).toBe(true);
});

test('Cashflow with All assets has no Balance column; one account has its running balance', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(page, accounts());
  await page.goto(`/estate/${id}/Cashflow?all=true`);
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Interest')).toBeVisible();
  await expect(g.locator('.ag-header-cell[col-id="balance"]')).toHaveCount(0);
  await shot(page, 'cash-all');
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-2']}`);
  await expect(rowBy(g, 'name', 'Interest').locator('[col-id="balance"]')).toHaveText('$510.00');
});

test('Value pre-death and Value at Death each say what they are', async ({ page }) => {
  const { id } = await makeEstate(
    page,
    estateBody('Planning', 'Walter Grant', null, {
      assets: [{ id: -1, name: 'House', i_type: 6, val_pre: 250_000_00 }],
    }),
  );
  await page.goto(`/estate/${id}/Overview`);
  await expect(page.getByTestId('fig-value-pre')).toHaveText('$250,000.00');
  await expect(page.getByTestId('fig-value-pre-help')).toHaveText(
    'What it is worth today, while the owner is alive: for planning ahead.',
  );
  await expect(page.getByTestId('fig-value-death-help')).toContainText(
    'What it was worth on the date of death',
  );
  await shot(page, 'value-help-overview');
  await page.getByTestId('tab-Assets').click();
  await page.getByTestId('asset-add').click();
  await expect(page.getByTestId('add-asset-dialog')).toContainText(
    'What it is worth today, while the owner is alive',
  );
  await shot(page, 'value-help-add');
});

test('the transaction date and the unplanned sale are asked in plain words', async ({ page }) => {
  const body = accounts();
  (body as { assets: unknown[] }).assets.push({ id: -9, name: 'Piano', i_type: 10, val_death: 3_000_00 });
  const { id, ids } = await makeEstate(page, body);
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-1']}`);
  await page.getByTestId('cash-new').click();
  const dialog = page.getByTestId('txact-dialog');
  await expect(
    dialog.getByText('Leave the date blank if it has not happened yet: it is kept as a plan.'),
  ).toBeVisible();
  await expect(dialog.getByText('empty: a plan')).toHaveCount(0);
  await shot(page, 'txact-date-wording');
  await page.keyboard.press('Escape');
  await newTxact(page, {
    kind: 'Deposit',
    cat: 'Asset Sale',
    item: 'Piano',
    date: '4/12/2026',
    amount: '2,900',
    name: 'Piano sold',
  });
  await expect(page.getByTestId('confirm-unplanned_sale')).toHaveText(
    'You had not marked this asset to be sold. Sell it anyway?',
  );
  await shot(page, 'unplanned-sale-wording');
});

test('closing the spouse Form 706 prompt leaves the task to the filing-limit rule; it asks on any tab', async ({
  page,
}) => {
  const { id } = await makeEstate(
    page,
    estateBody('Form 706', 'Walter Grant', '2026-03-02', {
      assets: [{ id: -1, name: 'Family business', i_type: 7, val_death: 16_000_000_00 }],
      heirs: [{ id: -2, name: 'Sam', i_type: 1 }],
    }),
  );
  await page.goto(`/estate/${id}/Assets`); // the Overview is never opened
  const g = grid(page, 'assets');
  await editCell(g, 'Family business', 'val_death', '9000000');
  await expect(page.getByTestId('form706-dialog')).toContainText('below the federal filing limit');
  await shot(page, 'form706-on-assets');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('form706-dialog')).toBeHidden();
  // Below the limit the rule has the task N/A; back above it, the rule makes it applicable again.
  await page.getByTestId('tab-Tasks').click();
  await showAllTasks(page);
  await expect(page.getByTestId('task-row-79')).toHaveAttribute('data-status', 'X');
  await page.getByTestId('tab-Assets').click();
  await editCell(g, 'Family business', 'val_death', '16000000');
  await page.getByTestId('tab-Tasks').click();
  await showAllTasks(page);
  await expect(page.getByTestId('task-row-79')).toHaveAttribute('data-status', 'N');
});

test("the quick start's estimated value is the estate's gval_estimate", async ({ page }) => {
  const id = await quickStartAsExecutor(page, `Grant ${Math.random().toString(36).slice(2, 7)}`, '16000000');
  const meta = (await fullOf(page, id)).meta;
  expect([meta.gval_stated, meta.gval_estimate]).toEqual([16_000_000_00, 16_000_000_00]);
  // Above the filing limit, the Form 706 task (79) applies from the start.
  await openTab(page, id, 'Tasks');
  await showAllTasks(page);
  await expect(page.getByTestId('task-row-79')).toHaveAttribute('data-status', 'N');
});

test('the fixed screens at 375 px (screenshots to look at)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const body = accounts();
  (body as { heirs?: unknown[] }).heirs = [{ id: -5, name: 'Ann', i_type: 2, percent_target: 60_000 }];
  const { id, ids } = await makeEstate(page, body);
  await page.goto(`/estate/${id}/Overview`);
  await expect(page.getByTestId('fig-value-death-help')).toBeVisible();
  await shot(page, 'phone-overview');
  await page.goto(`/estate/${id}/Cashflow?all=true`);
  await expect(page.getByTestId('cash-asset')).toHaveValue('All assets');
  await shot(page, 'phone-cashflow-all');
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-2']}`);
  await page.getByTestId('cash-new').click();
  await expect(page.getByTestId('txact-amount')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening transition
  await shot(page, 'phone-txact-dialog');
  await page.goto(`/estate/${id}/Assets`);
  await page.getByTestId('asset-add').click();
  await page.getByTestId('asset-location').fill('Lake Sinclair');
  await expect(page.getByText('"Lake Sinclair" will be added as a new location')).toBeVisible();
  await shot(page, 'phone-add-asset');
  await page.goto(`/estate/${id}/Decedent`);
  await expect(page.getByTestId('dec-residence-state')).toBeVisible();
  await shot(page, 'phone-decedent');
});

test.beforeAll(async () => {
  (await import('node:fs')).mkdirSync(SHOTS, { recursive: true });
});
