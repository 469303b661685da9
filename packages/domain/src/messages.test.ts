import { describe, expect, it } from 'vitest';
import * as M from './messages.ts';

// The long-standing texts, held word for word so that changing one is a decision (README.md, Messages).
const EXACT: [string, string][] = [
  [M.MSG_INVALID_FORM, 'Please complete all required fields, and make sure there are no errors.'],
  [M.MSG_HEIR_PERCENT_OVER, 'Warning: Heir percentages total >100%'],
  [M.MSG_SELECT_ITEM_FIRST, 'First select an item by clicking its checkmark in the leftmost column'],
  [
    M.MSG_NEED_HEIR,
    'Before creating a distribution, you must first define at least one heir on the Heirs tab.',
  ],
  [M.MSG_CANNOT_DISTRIBUTE_SETTLED, 'You cannot distribute an asset that has already been settled.'],
  [
    M.MSG_SETTLED_NO_MORE_DISTRIBS,
    'This asset is already settled; you cannot create more distributions for it',
  ],
  [M.MSG_CONTACT_UNIQUE, 'Each contact must have a unique name'],
  [M.MSG_CONTACT_NAMES_FIRST, 'You must first ensure all existing contacts have names'],
  [M.MSG_CONTACT_DUPLICATE, 'Caution: You already have a...'],
  [M.MSG_DATE_REQUIRED, 'Date required'],
  [M.msgAmountOverAvailable('$5.00'), 'Amount is $5.00 more than available in asset.'],
  [M.MSG_EXPENSES_DIFFER, 'Included expenses differ from transaction amount'],
  [M.MSG_SAMPLE_SAVE, 'You cannot save changes to the Sample estate.'],
  [M.MSG_NO_PERMISSION_THIS, 'You do not have permission to make changes to this.'],
  [M.MSG_NO_PERMISSION, 'You do not have permission to make changes'],
  [M.MSG_ACCOUNT_FORM, 'Please enter required information'],
  [M.MSG_ESTATE_MISSING, 'Estate does not exist'],
  [M.MSG_SAVE_FAILED, 'Probity save failed'],
  [M.MSG_SAVE_OK, 'Probity save successful'],
  [M.MSG_TXACT_ASSOC_MISSING, 'Unable to find associated transaction; please try again later'],
  [M.MSG_TXACT_UNAVAILABLE, 'Transaction unavailable'],
  [
    M.MSG_TXACT_OVER_MAX,
    'Warning: You have more than the maximum allowed transactions. Please contact support.',
  ],
  [M.MSG_MAX_REACHED, 'Maximum reached - if you want to create more, please email support'],
  [M.MSG_TOO_MANY_CONTACTS, 'Too many contacts'],
  [M.MSG_TOO_MANY_EXPENSES, 'Too many expense entries'],
  [M.MSG_TOO_MANY_LOG, 'Too many log entries'],
  [M.MSG_ONE_BANK_LINK, 'You can only link one asset to your estate bank...'],
  [M.MSG_DISCARD_HAS_PLANS, 'You cannot discard an asset for which other plans have been defined...'],
  [M.MSG_SELL_HAS_DISTRIBS, 'You cannot sell an asset for which distributions are defined...'],
  [M.MSG_SELL_NO_VALUE, 'You cannot sell an asset with no remaining value'],
  [M.MSG_TRANSFER_NO_VALUE, 'You cannot transfer funds from an asset that has no (remaining) value'],
  [
    M.MSG_DISCARD_ALL_TRANSFERRED,
    'It is not necessary to discard an asset from which all value has been transferred',
  ],
  [M.MSG_VALUE_SETTLED, 'You cannot change the value of an asset that has already been settled'],
  [M.MSG_NEED_PAY_ASSET, 'You must first define an asset from which to pay these expenses'],
  [M.MSG_DEBT_RESOLVED, 'This debt is already fully resolved.'],
];

describe('messages', () => {
  it.each(EXACT)('keeps the documented text "%s"', (got, want) => expect(got).toBe(want));
});
