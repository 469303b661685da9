// Tasks say what matters now (issue 36, point 2): an Ohio estate whose owner died on 12 May 2026. The Tasks tab
// opens on the overdue tasks and those due in the next 30 days, with their counts, each overdue row labelled
// "Overdue" with an icon, and one "do this next"; "File any missing past returns" is N/A by itself (the 2025
// return was due 15 April 2026, before the death) with the reason, and the user can say it applies after all.
// Expected figures come from the server's own task list (GET /tasks: each task's due date and status), counted here
// against today's date. Screenshots go to /tmp/tasks-urgency-shots (TASKS_URGENCY_SHOTS overrides).
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { estateBody, makeEstate, signUp } from './inventory-helpers';
import { animationsDone, axe, openTab, PHONE, pageWidth } from './support';

const SHOTS = process.env.TASKS_URGENCY_SHOTS ?? '/tmp/tasks-urgency-shots';
const PRIOR_RETURN = 76;
const WHY = 'The death, on 12-May-2026, came after the decedent’s own 2025 return was due, on 15-Apr-2026.';
// the row says why; the task's document adds how to bring it back
const ROW_REASON = `Not applicable: ${WHY}`;
const DOC_REASON = `${WHY} If that return or an earlier one was never filed, or an extension was running, make this task applicable again.`;

interface ApiTask {
  id: number;
  name: string;
  status: 'Y' | 'X' | 'N';
  inactive: boolean;
  due: string | null;
  na_reason: string | null;
}

/** Today in the local calendar, as the browser on this machine sees it. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const plusDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00`);
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The counts a person would make from the task list: open, workable tasks by due date. */
async function expected(page: Page, id: string) {
  const res = await page.request.get(`/api/estate/${id}/tasks`);
  expect(res.status()).toBe(200);
  const tasks = (await res.json()).payload.tasks as ApiTask[];
  const t = today();
  const open = tasks.filter((x) => x.status === 'N' && !x.inactive && x.due);
  const overdue = open.filter((x) => (x.due as string) < t);
  const soon = open.filter((x) => (x.due as string) >= t && (x.due as string) <= plusDays(t, 30));
  const earliest = [...open].sort((a, b) => ((a.due as string) < (b.due as string) ? -1 : 1))[0];
  return { tasks, overdue, soon, earliest };
}

async function openOhioEstate(page: Page, baseURL: string | undefined) {
  await signUp(page, baseURL, 'urgency');
  const { id } = await makeEstate(
    page,
    estateBody('Urgency', 'Margaret Hale', '2026-05-12', {}, { state: 'OH', state_exec: 'OH' }),
  );
  const want = await expected(page, id);
  await openTab(page, id, 'Tasks');
  await expect(page.getByTestId('tasks-urgency')).toBeVisible();
  return { id, ...want };
}

async function checkStrip(page: Page, want: Awaited<ReturnType<typeof expected>>) {
  const n = (k: number) => `${k} ${k === 1 ? 'task' : 'tasks'}`;
  await expect(page.getByTestId('tasks-overdue-count')).toHaveText(`Overdue: ${n(want.overdue.length)}`);
  await expect(page.getByTestId('tasks-soon-count')).toHaveText(
    `Due in the next 30 days: ${n(want.soon.length)}`,
  );
  // the overdue count carries its icon, not the red alone
  await expect(page.getByTestId('tasks-overdue-count').locator('svg')).toHaveCount(1);
  // do this next: the open task due first (the longest overdue), as the API lists it
  const earliestDue = want.earliest?.due;
  const next = page.getByTestId('tasks-next-task');
  const nextId = Number(await next.getAttribute('data-task-id'));
  expect(want.tasks.find((t) => t.id === nextId)?.due).toBe(earliestDue);
  await expect(next).toHaveText(want.tasks.find((t) => t.id === nextId)?.name ?? '');
}

test('laptop: opens on overdue and the next 30 days, counted, each overdue row saying so with an icon', async ({
  page,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const want = await openOhioEstate(page, baseURL);
  expect(want.overdue.length).toBeGreaterThan(20);
  await checkStrip(page, want);

  // opened filtered: exactly the overdue and due-soon tasks, each overdue one labelled in words with an icon
  const rows = page.locator('[data-testid^="task-row-"]');
  await expect(page.getByTestId('tasks-show').locator('input:checked')).toHaveValue('now');
  await expect(rows).toHaveCount(want.overdue.length + want.soon.length);
  await expect(page.locator('[data-testid^="task-overdue-"]')).toHaveCount(want.overdue.length);
  for (const t of want.overdue.slice(0, 5)) {
    const badge = page.getByTestId(`task-overdue-${t.id}`);
    await expect(badge).toHaveText('Overdue');
    await expect(badge.locator('svg')).toHaveCount(1);
  }
  await expect(page.getByTestId(`task-row-${PRIOR_RETURN}`)).toHaveCount(0);
  await animationsDone(page);
  expect((await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/tasks-now-1280.png` });
  // one click shows every task
  await page.getByTestId('tasks-show').getByText('All tasks').click();
  await expect(rows).toHaveCount(want.tasks.length);
});

test('laptop: the past return is N/A by itself with its reason, and the executor can say it applies', async ({
  page,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const want = await openOhioEstate(page, baseURL);
  expect(want.tasks.find((t) => t.id === PRIOR_RETURN)?.na_reason).toBe(DOC_REASON);
  await page.getByTestId('tasks-show').getByText('All tasks').click();
  const prior = page.getByTestId(`task-row-${PRIOR_RETURN}`);
  await expect(prior).toHaveAttribute('data-status', 'X');
  await expect(page.getByTestId(`task-na-reason-${PRIOR_RETURN}`)).toHaveText(ROW_REASON);
  await prior.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/tasks-all-1280.png` });

  // its document says why and how, and lets the executor bring it back
  await page.getByTestId(`task-name-${PRIOR_RETURN}`).click();
  const doc = page.getByTestId('task-doc-na-reason');
  await expect(doc).toHaveText(`Not applicable to this estate${DOC_REASON}It applies to this estate`);
  await animationsDone(page);
  expect((await axe(page).include('[role="dialog"]').analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/task-doc-na-1280.png` });
  await page.getByTestId('task-doc-applies').click();
  await expect(doc).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(prior).toHaveAttribute('data-status', 'N');
  // 15 April 2026 is long past: back, it is overdue, and the count grows by one
  await expect(page.getByTestId(`task-overdue-${PRIOR_RETURN}`)).toBeVisible();
  await expect(page.getByTestId('tasks-overdue-count')).toHaveText(
    `Overdue: ${want.overdue.length + 1} tasks`,
  );
});

test('phone: the same counts and labels at 375 px, nothing wider than the screen', async ({
  page,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(PHONE);
  const want = await openOhioEstate(page, baseURL);
  await checkStrip(page, want);
  await expect(page.locator('[data-testid^="task-row-"]')).toHaveCount(
    want.overdue.length + want.soon.length,
  );
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // the first overdue label lies wholly on screen, beside its date
  const badge = page.locator('[data-testid^="task-overdue-"]').first();
  await expect(badge).toHaveText('Overdue');
  const box = await badge.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  // and its word is whole, not cut to "Over…"
  const cut = await page
    .locator('[data-testid^="task-overdue-"] .mantine-Badge-label')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).length);
  expect(cut).toBe(0);
  for (const id of ['tasks-show', 'tasks-urgency']) {
    const b = await page.getByTestId(id).boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= PHONE.width, id).toBe(true);
  }
  await animationsDone(page);
  expect((await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/tasks-now-375.png` });
  await page.getByTestId('tasks-show').getByText('All tasks').click();
  await expect(page.getByTestId(`task-na-reason-${PRIOR_RETURN}`)).toHaveText(ROW_REASON);
  await page.getByTestId(`task-row-${PRIOR_RETURN}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/tasks-all-375.png` });
});
