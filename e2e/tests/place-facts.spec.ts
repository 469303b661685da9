// Issue 35: a state page shows, beside each fact's sources, the day the figure was last checked; Illinois' small
// estate limit follows the date of death; Ohio's creditor period is its own (six months from death).
import { expect, test } from './fixtures';
import { PHONE, pageAxeClean, pageWidth } from './support';

test('a state page shows the checked date beside each fact’s sources', async ({ page }) => {
  for (const width of [1280, PHONE.width]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/state/us/IL.html');
    const small = page.getByTestId('state-fact-small');
    await expect(small).toContainText('$150,000 of personal property');
    await expect(small).toContainText('for a death from 15 August 2025');
    await expect(page.getByTestId('state-fact-checked-small')).toHaveText('(checked 28-Nov-2026)');
    await expect(small.getByRole('link', { name: /Public Act 104-0346/ })).toHaveAttribute(
      'href',
      'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await pageAxeClean(page);
  }
  await page.goto('/state/us/OH.html');
  await expect(page.getByTestId('state-fact-creditors')).toContainText('within six months of the death');
  await expect(page.getByTestId('state-fact-checked-creditors')).toHaveText('(checked 28-Nov-2026)');
});
