// Tasks and the quick-start wizard in a real browser: a US executor and a Canadian trustee each start a new
// estate through the wizard, then mark tasks done and N/A in the list and wizard views, and save.
// Screenshots go to /tmp/tasks-shots (TASKS_SHOTS overrides) for a person to look at.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { showAllTasks } from './support';

const SHOTS = process.env.TASKS_SHOTS ?? '/tmp/tasks-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

async function signUp(request: APIRequestContext, name: string) {
  const email = `tasks.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { 'x-probity': '1', 'content-type': 'application/json' },
    data: { name, email, password: 'a-strong-password-1' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const next = (page: Page) => page.getByTestId('qs-next').click();
const topic = (page: Page, name: string) => expect(page.getByTestId(`qs-topic-${name}`)).toBeVisible();
const row = (page: Page, id: number) => page.getByTestId(`task-row-${id}`);
const wizardRow = (page: Page, id: number) => page.getByTestId(`wizard-task-${id}`);

/** Saves a new estate (the wizard already named it) and waits for its real id in the URL. */
async function saveNewEstate(page: Page, label: string) {
  const savedUrl = /\/estate\/(?!new)[a-z0-9]+\/Tasks/;
  await page.getByTestId('save-button').click();
  const input = page.getByTestId('label-input');
  // Either the estate saves at once or the label dialog asks first: wait for whichever comes (isVisible does
  // not wait, which made this step flaky when the dialog opened a moment after the click).
  const asked = await Promise.race([
    input.waitFor({ state: 'visible' }).then(
      () => true,
      () => false,
    ),
    page.waitForURL(savedUrl).then(
      () => false,
      () => false,
    ),
  ]);
  if (asked) {
    await input.fill(label);
    await page.getByTestId('label-submit').click();
  }
  await expect(page).toHaveURL(savedUrl);
}

/** The id of the first open, hand-marked task shown in the current wizard step. */
async function firstOpenInWizard(page: Page, skip: number[] = []): Promise<number> {
  const rows = page.locator('[data-testid^="wizard-task-"][data-status="N"]');
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const r = rows.nth(i);
    if ((await r.getByText('auto', { exact: true }).count()) > 0) continue;
    const id = Number((await r.getAttribute('data-testid'))?.replace('wizard-task-', ''));
    if (!skip.includes(id)) return id;
  }
  throw new Error('no open task in this step');
}

async function markInWizard(page: Page) {
  await page.getByTestId('tasks-view').getByText('Wizard').click();
  await expect(page.getByTestId('task-wizard')).toBeVisible();
  const before = await page.getByTestId('step-percent-1').textContent();
  const doneId = await firstOpenInWizard(page);
  await page.getByTestId(`task-check-${doneId}`).click();
  await expect(wizardRow(page, doneId)).toHaveAttribute('data-status', 'Y');
  const naId = await firstOpenInWizard(page, [doneId]);
  await page.getByTestId(`task-na-${naId}`).click();
  await expect(wizardRow(page, naId)).toHaveAttribute('data-status', 'X');
  await expect(page.getByTestId('step-percent-1')).not.toHaveText(before ?? '');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step-name')).toContainText('Arrange');
  return { doneId, naId };
}

test.beforeAll(async () => {
  const fs = await import('node:fs');
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** A new US estate through the quick start, up to its last topic (Georgia, died 2 March 2026, no ancillary). */
async function usQuickStart(page: Page, shots: boolean) {
  await signUp(page.request, 'Uma Executor');
  await page.goto('/estate/new?created=u&role=Executor&countryCode=us');
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expect(page.getByTestId('quick-start-side')).toBeVisible();
  await topic(page, 'welcome');
  await next(page);
  await topic(page, 'role');
  await expect(page.getByTestId('qs-role-Executor')).toBeChecked();
  await next(page);
  await topic(page, 'basics');
  await page.getByTestId('qs-name').fill('Walter Grant');
  await pick(page, 'qs-state', 'Georgia');
  await pick(page, 'qs-state-exec', 'New Jersey');
  const death = page.getByTestId('qs-death-date');
  await death.fill('03/02/2026');
  await death.blur();
  if (shots) await shot(page, 'us-01-basics');
  await next(page);
  await topic(page, 'video');
  await next(page);
  await topic(page, 'estimate');
  await page.getByTestId('qs-estimate-large').click();
  await next(page);
  await topic(page, 'tax');
  await next(page);
  await topic(page, 'consult');
  await next(page);
  await topic(page, 'ancillary');
  await page.getByTestId('qs-ancillary-no').click();
  await next(page);
  await topic(page, 'next'); // signed in: the account topic is skipped
  if (shots) await shot(page, 'us-02-next-steps');
  await page.getByTestId('qs-finish').click();
  await expect(page.getByTestId('quick-start')).toBeHidden();
}

test('a US executor runs the quick start, and its answers shape the checklist', async ({ page }) => {
  await usQuickStart(page, true);
  // no ancillary property: its task is not applicable
  await showAllTasks(page);
  await expect(row(page, 44)).toHaveAttribute('data-status', 'X');
});

test("the quick start's answers are kept by the new estate's Save", async ({ page }) => {
  await usQuickStart(page, false);
  await saveNewEstate(page, 'Walter Grant estate');
  await page.reload();
  await showAllTasks(page);
  await expect(row(page, 44)).toHaveAttribute('data-status', 'X');
});

/** A saved US estate (Georgia, died 2 March 2026) of a new account, opened on its Tasks tab. */
async function savedEstateOnTasks(page: Page, name: string) {
  await signUp(page.request, name);
  const res = await page.request.post('/api/estates', {
    headers: { 'x-probity': '1', 'content-type': 'application/json' },
    data: {
      meta: {
        label: `Tasks ${Date.now()}`,
        state: 'GA',
        state_exec: 'NJ',
        country_code: 'us',
        role: 'Executor',
      },
      dec: { name: 'Walter Grant', death_date: '2026-03-02' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).payload.id as string;
  await page.goto(`/estate/${id}/Tasks`);
  await expect(page.getByTestId('tasks-view')).toBeVisible();
  await page.getByTestId('tasks-view').getByText('List').click();
  await showAllTasks(page);
  return id;
}

test('the checklist in both views: done, N/A with its linked flips, a custom task and options, kept by Save', async ({
  page,
}) => {
  await savedEstateOnTasks(page, 'Uma Executor');
  // List view: done, N/A with its linked flips, the auto-tracked refusal.
  await page.getByTestId('task-check-63').click();
  await expect(row(page, 63)).toHaveAttribute('data-status', 'Y');
  await page.getByTestId('task-na-11').click();
  await expect(row(page, 11)).toHaveAttribute('data-status', 'X');
  await expect(row(page, 32)).toHaveAttribute('data-status', 'X');
  await page.getByTestId('task-check-1').click();
  await expect(
    page.getByText('You cannot manually change completion status of an auto-tracked task.'),
  ).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
  await shot(page, 'us-03-list');

  // A custom task needs a due date.
  await page.getByTestId('task-add').click();
  await page.getByTestId('custom-task-name').fill('Cancel the newspaper');
  await page.getByTestId('custom-task-add').click();
  await expect(page.getByText('Date required for custom tasks')).toBeVisible();
  const due = page.getByTestId('custom-task-due');
  await due.fill('04/15/2026');
  await due.blur();
  await page.getByTestId('custom-task-add').click();
  await expect(row(page, 1000)).toBeVisible();

  // Task options: who does it, a note, and the user's own due date.
  await page.getByTestId('task-options-63').click();
  await page.getByTestId('task-options-assigned').fill('Ann Grant');
  await page.getByTestId('task-options-note').fill('The original is in the desk drawer');
  const own = page.getByTestId('task-options-due');
  await own.fill('03/20/2026');
  await own.blur();
  await shot(page, 'us-035-options');
  await page.getByTestId('task-options-apply').click();
  await expect(row(page, 63)).toContainText('Ann Grant');
  await expect(row(page, 63)).toContainText('20-Mar-2026');

  const marked = await markInWizard(page);
  await shot(page, 'us-04-wizard');

  const saved = page.waitForResponse((r) => r.url().endsWith('/save') && r.request().method() === 'POST');
  await page.getByTestId('save-button').click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('tasks-view')).toBeVisible();
  await page.getByTestId('tasks-view').getByText('List').click();
  await showAllTasks(page);
  await expect(row(page, 63)).toHaveAttribute('data-status', 'Y');
  await expect(row(page, 11)).toHaveAttribute('data-status', 'X');
  await expect(row(page, marked.doneId)).toHaveAttribute('data-status', 'Y');
  await expect(row(page, marked.naId)).toHaveAttribute('data-status', 'X');
  await expect(row(page, 1000)).toBeVisible();
  await expect(row(page, 63)).toContainText('Ann Grant');
});

test('reminders can be turned off, and a task opens its own page with its status', async ({ page }) => {
  await savedEstateOnTasks(page, 'Uma Executor');
  // Reminders can be turned off; nothing has been sent yet.
  await page.getByTestId('reminders-open').click();
  await expect(page.getByTestId('outbox-empty')).toBeVisible();
  const sw = page.getByTestId('reminders-switch');
  await expect(sw).toBeChecked();
  await sw.click({ force: true });
  await expect(sw).not.toBeChecked();
  await page.keyboard.press('Escape');
  const prefs = await page.request.get('/api/user/reminders');
  expect((await prefs.json()).payload).toEqual({ reminders: false });

  // The task document opens from its route.
  await page.getByTestId('task-check-63').click();
  await expect(row(page, 63)).toHaveAttribute('data-status', 'Y');
  await page.getByTestId('task-name-63').click();
  await expect(page).toHaveURL(/\/Tasks\/63$/);
  await expect(page.getByTestId('task-doc-status')).toHaveText('Done');
  await shot(page, 'us-05-task-doc');
});

test('a Canadian trustee runs the quick start, skipping the probate topics', async ({ page }) => {
  await signUp(page.request, 'Claire Trustee');
  await page.setViewportSize({ width: 1100, height: 800 }); // under 1200 px: no side view
  await page.goto('/estate/new?created=q&role=Trustee&countryCode=ca');
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expect(page.getByTestId('quick-start-side')).toHaveCount(0);
  await next(page);
  await topic(page, 'role');
  await expect(page.getByTestId('qs-role-Trustee')).toBeChecked();
  await next(page);
  await topic(page, 'basics');
  await page.getByTestId('qs-name').fill('Tremblay Family Trust');
  await pick(page, 'qs-state', 'Ontario');
  await pick(page, 'qs-state-exec', 'Ontario');
  await shot(page, 'ca-01-basics');
  await next(page);
  await topic(page, 'video');
  await next(page);
  await page.getByTestId('qs-estimate-medium').click();
  await next(page);
  await topic(page, 'next'); // no tax (medium), no consultation (Canada), no ancillary (trust), no account
  await page.getByTestId('qs-finish').click();

  // A trust has no date-of-death task; progress counts from the start since trust is on.
  await expect(page.getByTestId('task-list')).toBeVisible();
  await showAllTasks(page);
  await expect(row(page, 1)).toHaveCount(0);
  await expect(page.getByTestId('tasks-progress')).not.toContainText('N/A');
  const firstOpen = page.locator('[data-testid^="task-row-"][data-status="N"]');
  const openId = Number((await firstOpen.first().getAttribute('data-testid'))?.replace('task-row-', ''));
  await page.getByTestId(`task-check-${openId}`).click();
  await expect(row(page, openId)).toHaveAttribute('data-status', 'Y');
  await shot(page, 'ca-02-list');
  await markInWizard(page);
  await shot(page, 'ca-03-wizard');
  await saveNewEstate(page, 'Tremblay trust');
  await page.reload();
  await page.getByTestId('tasks-view').getByText('List').click();
  await showAllTasks(page);
  await expect(row(page, openId)).toHaveAttribute('data-status', 'Y');
});

test('an owner planning ahead gets the advance step; the rest waits for the death', async ({ page }) => {
  await signUp(page.request, 'Otto Owner');
  await page.goto('/estate/new?created=u&role=owner&countryCode=us');
  await next(page);
  await expect(page.getByTestId('qs-role-Owner')).toBeChecked();
  await next(page);
  await page.getByTestId('qs-name').fill('Otto Owner');
  await pick(page, 'qs-state', 'Arizona');
  await expect(page.getByTestId('qs-death-date')).toHaveCount(0);
  await next(page);
  await next(page);
  await page.getByTestId('qs-estimate-unsure').click();
  await next(page);
  await topic(page, 'tax');
  await next(page);
  await topic(page, 'consult');
  await next(page);
  await page.getByTestId('qs-ancillary-yes').click();
  await next(page);
  await topic(page, 'has_ancillary');
  await next(page);
  await topic(page, 'next');
  await page.getByTestId('qs-wiz-off').click();
  await expect(page.getByTestId('qs-wiz-off')).toBeChecked();
  await page.getByTestId('qs-finish').click();

  await expect(row(page, 44)).toHaveAttribute('data-status', 'N');
  await expect(page.getByTestId('task-name-63')).toHaveText(/^\* /);
  await expect(page.getByTestId('task-check-63')).toBeDisabled();
  await page.getByTestId('tasks-view').getByText('Wizard').click();
  await expect(page.getByTestId('wizard-step-name')).toContainText('Advance');
  await expect(page.getByTestId('step-percent-0')).toHaveText('0%');
  const id = await firstOpenInWizard(page);
  await page.getByTestId(`task-check-${id}`).click();
  await expect(page.getByTestId('step-percent-0')).not.toHaveText('0%');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('step-percent-1')).toHaveText('N/A');
  await shot(page, 'owner-01-waiting');

  // With the quick start turned off, a new estate link no longer opens it.
  const made = await page.request.post('/api/estates', {
    headers: { 'x-probity': '1', 'content-type': 'application/json' },
    data: { meta: { label: 'Second estate', state: 'AZ', state_exec: 'AZ' }, dec: { name: 'Ida Owner' } },
  });
  const second = (await made.json()).payload.id as string;
  page.on('dialog', (d) => void d.accept());
  await page.goto(`/estate/${second}/Tasks?created=u`);
  await expect(page).toHaveURL(new RegExp(`/estate/${second}/Tasks$`));
  await expect(page.getByTestId('task-wizard')).toBeVisible(); // the view chosen last time
  await expect(page.getByTestId('quick-start')).toHaveCount(0);
});

test('a visitor from the probate service link is offered an account, then the service', async ({ page }) => {
  await page.goto('/estate/new?created=b&role=executor&countryCode=us');
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await next(page);
  await next(page);
  await topic(page, 'basics');
  await page.getByTestId('qs-name').fill('Vera Visitor');
  await next(page);
  await next(page);
  await page.getByTestId('qs-estimate-small').click();
  await next(page);
  await topic(page, 'consult'); // small estate: no tax topic
  await next(page);
  await page.getByTestId('qs-ancillary-no').click();
  await next(page);
  await topic(page, 'account'); // not signed in
  await expect(page.getByTestId('qs-sign-up')).toBeVisible();
  await next(page);
  await topic(page, 'next');
  await expect(page.getByTestId('qs-wiz-off')).toHaveCount(0);
  await page.getByTestId('qs-probate-service').click();
  await expect(page).toHaveURL(/\/estate\/new\/Overview\?service=probate$/);
});

test('the Sample estate tasks are read-only and refuse the quick start', async ({ page }) => {
  await page.goto('/estate/sample/Tasks?itemId=task_11');
  await expect(page).toHaveURL(/\/estate\/sample\/Tasks\/11$/);
  await expect(page.getByTestId('task-doc')).toBeVisible();
  await expect(page.getByTestId('task-doc-toggle')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await showAllTasks(page);
  await expect(page.getByTestId('task-check-63')).toBeDisabled();
  await page.getByTestId('quick-start-open').click();
  await expect(page.getByText('You do not have permission for the Quick Start Wizard')).toBeVisible();
  await shot(page, 'sample-01-readonly');
});
