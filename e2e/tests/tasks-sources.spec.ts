// Sources shown (issue 11): the task document lists the statutes and agency pages behind a task, each a link
// opening in a new tab without an opener; a Quebec estate shows Retraite Québec for the QPP death benefit.
// Screenshots at 1280 and 375 px go to /tmp/sources-shots for a person to look at.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { estateBody, openEstate, signUp } from './inventory-helpers';
import { showAllTasks } from './support';

const SHOTS = process.env.SOURCES_SHOTS ?? '/tmp/sources-shots';
const FORM_706 = 79;
const DEATH_BENEFIT = 22;

async function openDoc(page: Page, id: number) {
  await showAllTasks(page);
  await page.getByTestId(`task-name-${id}`).click();
  const doc = page.getByTestId('task-doc');
  await expect(doc).toBeVisible();
  return doc.getByTestId('task-doc-sources');
}

test('the Form 706 task links its statute and the IRS page, each in a new tab', async ({ page, baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signUp(page, baseURL, 'sources');
  await openEstate(page, estateBody('Sources', 'Ada Stone', '2026-02-26'), 'Tasks');
  const sources = await openDoc(page, FORM_706);
  await expect(sources.getByText('Sources', { exact: true })).toBeVisible();
  const irc = sources.getByRole('link', { name: 'IRC §6075 (estate tax return due 9 months after death)' });
  await expect(irc).toHaveAttribute('href', 'https://www.law.cornell.edu/uscode/text/26/6075');
  await expect(irc).toHaveAttribute('target', '_blank');
  await expect(irc).toHaveAttribute('rel', 'noopener noreferrer');
  const links = sources.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await sources.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/task-doc-706-${width}.png` });
  }
});

test('a Quebec estate links Retraite Québec for the death benefit', async ({ page, baseURL }) => {
  await signUp(page, baseURL, 'sourcesqc');
  const body = estateBody(
    'Sources QC',
    'Luc Tremblay',
    '2026-02-26',
    {},
    { country_code: 'ca', state: 'QC' },
  );
  await openEstate(page, body, 'Tasks');
  const sources = await openDoc(page, DEATH_BENEFIT);
  const link = sources.getByRole('link', { name: 'Retraite Québec: QPP death benefit' });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.retraitequebec\.gouv\.qc\.ca\//);
  await expect(sources.getByText('Source', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/task-doc-qc-375.png` });
});
