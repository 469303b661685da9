// Executor tab, Contacts table in the browser: the sub-tabs, add and edit through the contact and address
// dialogs (county list), the name rules and warnings, cell edits, delete, and the Address Book.
import { expect } from './fixtures';
import {
  cellText,
  confirmDelete,
  editCell,
  estateBody,
  fullOf,
  grid,
  rowByName,
  SHOTS,
  saveEstate,
  selectRow,
  test,
} from './inventory-helpers';

const estate = (extra: Record<string, unknown> = {}) =>
  estateBody('Contacts', 'Ray Dunmore', '2026-08-01', extra);

test('the sub-tabs switch between Contacts, Expenses and Time Log', async ({ page }) => {
  await page.goto('/estate/sample/Executor');
  await expect(rowByName(grid(page, 'contacts'), 'Rivera & Stone LLP')).toBeVisible();
  await page.getByTestId('executor-table-Time-Log').click();
  await expect(page).toHaveURL(/table=Time(\+|%20)Log/);
  await expect(grid(page, 'contacts')).toHaveCount(0);
  await page.getByTestId('executor-table-Contacts').click();
  await expect(rowByName(grid(page, 'contacts'), 'Hart Funeral Home')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contacts-sample.png`, fullPage: true });
});

test('adds a contact with an address and county, with the email warning and web prefix stripped', async ({
  page,
  open,
}) => {
  const { id, g } = await open(estate(), 'Executor?table=Contacts', 'contacts');
  await page.getByTestId('contact-add').click();
  const dlg = page.getByTestId('contact-dialog');
  await dlg.getByTestId('contact-name').fill('Albright Law');
  await dlg.getByTestId('contact-type').click();
  await page.getByRole('option', { name: 'Attorney' }).click();
  await dlg.getByTestId('contact-email').fill('office-at-albright');
  await expect(dlg.getByText('This is not a valid email address')).toBeVisible();
  await dlg.getByTestId('contact-email').fill('office@albright.example');
  await expect(dlg.getByText('This is not a valid email address')).toHaveCount(0);
  await dlg.getByTestId('contact-web').fill('https://albright.example');
  await dlg.getByTestId('contact-phone').click();
  await expect(dlg.getByTestId('contact-web')).toHaveValue('albright.example');
  await dlg.getByTestId('contact-edit-address').click();
  const addr = page.getByTestId('address-dialog');
  await addr.getByTestId('addr-street').fill('300 Mulberry Street');
  await addr.getByTestId('addr-city').fill('Macon');
  await addr.getByTestId('addr-state').click();
  await page.getByRole('option', { name: 'Georgia' }).click();
  await addr.getByTestId('addr-county').fill('Bib');
  await page.getByRole('option', { name: 'Bibb' }).click();
  await addr.getByTestId('addr-postal').fill('31201');
  await page.screenshot({ path: `${SHOTS}/contacts-address-dialog.png` });
  await addr.getByTestId('addr-save').click();
  await expect(dlg.getByTestId('contact-address')).toHaveText('300 Mulberry Street, Macon, GA 31201, US');
  await dlg.getByTestId('contact-save').click();
  await expect(cellText(g, 'Albright Law', 'i_type')).toHaveText('Attorney');
  await expect(cellText(g, 'Albright Law', 'web')).toHaveText('albright.example');
  await saveEstate(page);
  const c = (await fullOf(page, id)).contacts.find((x: { name: string }) => x.name === 'Albright Law');
  expect([c.i_type, c.email, c.web, c.street, c.city, c.state, c.county, c.postal, c.country]).toEqual([
    2,
    'office@albright.example',
    'albright.example',
    '300 Mulberry Street',
    'Macon',
    'GA',
    'Bibb',
    '31201',
    'US',
  ]);
});

test('names must be unique, a near duplicate is cautioned, and blank names block new contacts', async ({
  page,
  open,
}) => {
  const { g } = await open(
    estate({
      contacts: [
        { id: -1, name: 'First Bank' },
        { id: -2, name: 'Tax office' },
      ],
    }),
    'Executor',
    'contacts',
  );
  await page.getByTestId('contact-add').click();
  await page.getByTestId('contact-name').fill('First Bank');
  await page.getByTestId('contact-save').click();
  await expect(page.getByTestId('contact-error')).toHaveText('Each contact must have a unique name');
  await page.getByTestId('contact-name').fill('first bank');
  await page.getByTestId('contact-save').click();
  await expect(page.getByText('Caution: You already have a contact named first bank')).toBeVisible();
  await expect(rowByName(g, 'first bank')).toBeVisible();

  await editCell(g, 'Tax office', 'name', 'First Bank');
  await expect(g.getByText('Each contact must have a unique name')).toBeVisible();
  await expect(cellText(g, 'Tax office', 'name')).toHaveText('Tax office');
  await editCell(g, 'Tax office', 'email', 'not-an-email');
  await expect(page.getByText('This is not a valid email address').first()).toBeVisible();
  await editCell(g, 'Tax office', 'web', 'http://tax.example.gov');
  await expect(cellText(g, 'Tax office', 'web')).toHaveText('tax.example.gov');
});

test('a double-click on another row right after an add opens its editor, and the editor stays open', async ({
  page,
  open,
}) => {
  // The page's timers under a test clock: the added row's reveal (select, scroll, focus: a moment after the
  // dialog closes) then runs after the double-click every time, as it does for a quick user on a busy machine.
  await page.clock.install();
  const { g } = await open(
    estate({
      contacts: [
        { id: -1, name: 'First Bank' },
        { id: -2, name: 'Tax office' },
      ],
    }),
    'Executor',
    'contacts',
  );
  // Drawn before the clock stops (AG Grid draws on timers and animation frames).
  await expect(rowByName(g, 'Tax office')).toBeVisible();
  await page.getByTestId('contact-add').click();
  await page.getByTestId('contact-name').fill('Probate court');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await page.getByTestId('contact-save').click();
  await expect(page.getByTestId('contact-dialog')).toHaveCount(0);
  await cellText(g, 'Tax office', 'name').dblclick();
  const editor = g.locator('.ag-cell-inline-editing input');
  await expect(editor).toBeFocused();
  await page.clock.runFor(2000);
  const id = await rowByName(g, 'Probate court').getAttribute('row-id');
  await expect(g.locator(`.ag-pinned-left-cols-container .ag-row[row-id="${id}"] input`)).toBeChecked();
  // The reveal used to move the focus to the new row, and AG Grid closed the editor it left.
  await expect(editor).toBeFocused();
  await page.clock.resume();
  await editor.fill('Tax office 2');
  await editor.press('Enter');
  await expect(cellText(g, 'Tax office 2', 'name')).toHaveText('Tax office 2');
});

test('edits the address of a selected contact, deletes one, and shows the Address Book', async ({
  page,
  open,
}) => {
  const { id, g } = await open(
    estate({
      contacts: [
        { id: -1, name: 'Cousin Ada', i_type: 5, phone: '555-0101' },
        { id: -2, name: 'Old club', i_type: 7 },
      ],
    }),
    'Executor',
    'contacts',
  );
  await selectRow(g, 'Cousin Ada');
  await page.getByTestId('contact-address-btn').click();
  const addr = page.getByTestId('address-dialog');
  await addr.getByTestId('addr-street').fill('12 Elm Row');
  await addr.getByTestId('addr-city').fill('Kingston');
  await addr.getByTestId('addr-country').click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await addr.getByTestId('addr-state').click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await addr.getByTestId('addr-save').click();
  await expect(cellText(g, 'Cousin Ada', 'address')).toHaveText('12 Elm Row, Kingston, ON, CA');

  await selectRow(g, 'Cousin Ada', false);
  await selectRow(g, 'Old club');
  await g.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(rowByName(g, 'Old club')).toHaveCount(0);

  await page.getByTestId('contact-book').click();
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByRole('row')).toHaveCount(2); // the header and Cousin Ada
  await expect(book.getByText('12 Elm Row, Kingston, ON, CA')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contacts-address-book.png` });
  await page.keyboard.press('Escape');
  await saveEstate(page);
  const full = await fullOf(page, id);
  expect(full.contacts.map((c: { name: string }) => c.name)).toEqual(['Cousin Ada']);
});

test('a new contact waits until every existing contact has a name', async ({ page, open }) => {
  await open(estate({ contacts: [{ id: -1, name: '', phone: '555-0199' }] }), 'Executor', 'contacts');
  await page.getByTestId('contact-add').click();
  await page.getByTestId('contact-name').fill('Probate court');
  await page.getByTestId('contact-save').click();
  await expect(page.getByTestId('contact-error')).toHaveText(
    'You must first ensure all existing contacts have names',
  );
});
