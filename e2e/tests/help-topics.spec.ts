// Every tab built on the shared grid has its reference-help topic one click away (issue 4, item 2).
import { expect, test } from './fixtures';

const TOPICS: [tab: string, title: string, words: RegExp][] = [
  ['Assets', 'Assets', /everything the estate owned/],
  ['Debts', 'Debts', /owed/i],
  ['Executor', 'Contacts', /Address Book/],
  ['Cashflow', 'Cashflow', /running balance/],
  ['Heirs', 'Heirs', /target percent or value/],
  ['Distributions', 'Distributions', /Mark Done dates them today/],
];

for (const [tab, title, words] of TOPICS) {
  test(`${tab} has its help topic`, async ({ page }) => {
    await page.goto(`/estate/sample/${tab}`);
    await page.getByTestId('tab-help').click();
    const topic = page.getByRole('dialog').filter({ hasText: title });
    await expect(topic).toBeVisible();
    await expect(topic).toContainText(words);
  });
}
