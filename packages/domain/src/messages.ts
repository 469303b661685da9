import { spelling } from './spelling.ts';
/**
 * Every message text a user reads, in one place (README.md, Messages). The long-standing ones are held word for
 * word by messages.test.ts.
 */

// Validation of fields and forms
export const MSG_INVALID_FORM = 'Please complete all required fields, and make sure there are no errors.';
export const MSG_HEIR_PERCENT_OVER = 'Warning: Heir percentages total >100%';
export const MSG_SELECT_ITEM_FIRST = 'First select an item by clicking its checkmark in the leftmost column';
export const MSG_NEED_HEIR =
  'Before creating a distribution, you must first define at least one heir on the Heirs tab.';
export const MSG_CANNOT_DISTRIBUTE_SETTLED = 'You cannot distribute an asset that has already been settled.';
export const MSG_SETTLED_NO_MORE_DISTRIBS =
  'This asset is already settled; you cannot create more distributions for it';
export const MSG_CONTACT_UNIQUE = 'Each contact must have a unique name';
export const MSG_CONTACT_NAMES_FIRST = 'You must first ensure all existing contacts have names';
export const MSG_CONTACT_EMAIL_INVALID = 'This is not a valid email address';
export const MSG_CONTACT_DUPLICATE = 'Caution: You already have a...';
export const msgContactDuplicate = (name: string): string =>
  `Caution: You already have a contact named ${name}`;
export const MSG_DATE_REQUIRED = 'Date required';
export const MSG_EXPENSES_DIFFER = 'Included expenses differ from transaction amount';
export const msgAmountOverAvailable = (amount: string): string =>
  `Amount is ${amount} more than available in asset.`;
export const msgAmountOverOwed = (amount: string): string => `Amount is ${amount} more than owed.`;
export const MSG_ONE_BANK_ASSET = 'Only one asset can be linked to the estate bank.';
export const MSG_SAMPLE_SAVE = 'You cannot save changes to the Sample estate.';
export const MSG_NO_PERMISSION_THIS = 'You do not have permission to make changes to this.';
export const MSG_NO_PERMISSION = 'You do not have permission to make changes';
export const MSG_ACCOUNT_FORM = 'Please enter required information';

// Errors and refusals
export const MSG_ESTATE_MISSING = 'Estate does not exist';
export const MSG_SECOND_FACTOR_REQUIRED =
  'The owner of this estate asks everyone invited to it to protect their account with a second factor. Turn on two-factor authentication on your Account page, or sign in with a passkey, then open the estate again.';
export const MSG_SAVE_FAILED = 'Probity save failed';
export const MSG_SAVE_OK = 'Probity save successful';
export const MSG_TXACT_ASSOC_MISSING = 'Unable to find associated transaction; please try again later';
export const MSG_TXACT_UNAVAILABLE = 'Transaction unavailable';
export const MSG_TXACT_OVER_MAX =
  'Warning: You have more than the maximum allowed transactions. Please contact support.';
export const MSG_MAX_REACHED = 'Maximum reached - if you want to create more, please email support';
export const MSG_TOO_MANY_CONTACTS = 'Too many contacts';
export const MSG_TOO_MANY_EXPENSES = 'Too many expense entries';
export const MSG_TOO_MANY_LOG = 'Too many log entries';
export const MSG_ONE_BANK_LINK = 'You can only link one asset to your estate bank...';
export const MSG_DISCARD_HAS_PLANS = 'You cannot discard an asset for which other plans have been defined...';
export const MSG_SELL_HAS_DISTRIBS = 'You cannot sell an asset for which distributions are defined...';
export const MSG_SELL_NO_VALUE = 'You cannot sell an asset with no remaining value';
export const MSG_TRANSFER_NO_VALUE = 'You cannot transfer funds from an asset that has no (remaining) value';
export const MSG_DISCARD_ALL_TRANSFERRED =
  'It is not necessary to discard an asset from which all value has been transferred';
export const MSG_PLAN_LOCKED_SOLD = 'You cannot change the plan of an asset that has already been sold';
export const MSG_PLAN_LOCKED_DISTRIB = 'You cannot change the plan of an asset that has a distribution';
export const MSG_VALUE_SETTLED = 'You cannot change the value of an asset that has already been settled';
export const MSG_NEED_PAY_ASSET = 'You must first define an asset from which to pay these expenses';
export const MSG_DEBT_RESOLVED = 'This debt is already fully resolved.';
export const MSG_SUNDRY_REFUNDS = 'To change refunds, edit the refund transactions on the Cashflow tab.';
export const MSG_EXPENSE_REPAID_LOCK =
  'This expense has been repaid; delete its reimbursement transaction before changing or deleting it.';
export const MSG_EXPENSE_NOT_DEBT = 'Unpaid executor expenses are managed on the Executor tab, not as debts.';
export const MSG_NOT_BEFORE_DEATH = 'This is not available until a date of death has been entered.';
export const MSG_SAMPLE_NO_IMPORT = 'The Sample estate cannot import files.';
export const MSG_CONFLICT =
  'Someone else saved this estate after you opened it. Reload to see their changes, or save anyway to overwrite them.';

// Refusals of the operations' rules
export const MSG_MIXED_PAID = 'You cannot reimburse paid and unpaid expenses together.';
export const MSG_MONEY_INVALID = 'Enter an amount such as 1,234.56.';
export const MSG_NEED_ASSET = 'First select an asset for this transaction.';
export const MSG_NEED_OTHER_ASSET = 'Choose another asset to supply or accept the funds.';
export const MSG_PURCHASE_DATE_AFTER =
  "A purchase date cannot come after the purchased item's first transaction.";
export const MSG_NEED_NAME = 'First enter the decedent or trust name.';
export const MSG_ESTATE_ACCOUNT_DEATH_VALUE = 'An estate account cannot have a value at death.';
export const MSG_ASSET_TYPE_COUNTRY =
  'A TFSA is a Canadian account. Please choose another type for this estate.';
export const MSG_FORGIVE_OVER_OWED = 'The forgiven amount cannot exceed the amount owed.';
export const MSG_TEXT_TOO_LONG = 'Text is limited to 500 characters.';
export const MSG_NEGATIVE = 'Enter zero or more.';
export const MSG_CHECK_NUM = 'Check number must be zero or greater.';
export const MSG_RECEIVED_PURCHASED = 'A received date does not apply to a purchased asset.';
export const MSG_DEBT_DEATH_AFTER =
  'The amount owed at death cannot be entered for a debt borrowed after death.';
export const MSG_COST_BASIS_LOCKED = 'The cost basis of this asset cannot be edited.';
export const MSG_DEEMED_LOCKED = 'The deemed value of this asset cannot be edited.';
export const MSG_SPOUSAL_VALUE_LOCKED =
  'This asset rolls over to the spouse, so its value at death cannot be edited while that distribution stands.';
export const MSG_EXPENSE_NOT_DEBT_EDIT = MSG_EXPENSE_NOT_DEBT;
export const MSG_NOT_DEBT_ITEM = 'Choose a debt to pay.';
export const MSG_NOT_FOUND = 'That item no longer exists.';
export const MSG_DATE_MIN = 'Dates start on 01-Jan-1900.';
export const msgDateBefore = (d: string): string => `Enter a date on or after ${d}.`;
export const msgDateAfter = (d: string): string => `Enter a date on or before ${d}.`;
export const MSG_DATE_INVALID = 'Enter a date as month/day/year.';
export const MSG_PERCENT_RANGE = 'Enter a percent from 0 to 100, with at most 3 decimals.';
export const MSG_DISTRIB_HEIR = 'Choose the heir who receives this distribution.';

// Confirmations (the UI asks; the engine then reruns with confirmed)
/** Asked when the asset's plan is not Sell; in words a family member uses (not 'planned for sale'). */
export const CONFIRM_UNPLANNED_SALE = 'You had not marked this asset to be sold. Sell it anyway?';
export const CONFIRM_UNPLANNED_DISCARD = 'This asset was not planned to be discarded. Discard it anyway?';
export const CONFIRM_SETTLED = 'This asset is already settled. Continue anyway?';
export const CONFIRM_PERSONAL_DEEMED =
  'Personal-use property usually has no deemed gain at death. Change its deemed value anyway?';
export const CONFIRM_CONVERT_EXPENSE =
  'Changing the expense type converts this row and sets its amount to zero. Continue?';
export const CONFIRM_DELETE_ROWS = 'Delete the selected items?';
export const CONFIRM_DELETE_ASSET_TXACTS =
  'This asset has transactions. Delete it and undo all of its transactions?';
export const CONFIRM_DELETE_DEBT_PAYMENTS = 'This debt has payments. Delete it and its payment transactions?';
export const CONFIRM_DELETE_HEIR_DISTRIBS =
  'This heir has distributions. Delete the heir and those distributions?';
export const CONFIRM_DELETE_CREATED_ITEM = 'Also delete the item this transaction created?';
export const CONFIRM_COST_BASIS_AFTER_DISTRIB =
  'Distributions already done keep their cost basis; only future ones use the new value. Continue?';
export const CONFIRM_SPOUSE_706_REDUCTION =
  'The estate is now below the federal filing limit. A surviving spouse may still want a Form 706 to keep the unused exclusion. Keep the Form 706 task?';
export const CONFIRM_SPOUSE_706 =
  'The estate is above 2,000,000. A Form 706 filed for the surviving spouse can preserve the unused exclusion. Add that task?';
export const MSG_VALUE_NOW_ADJUST =
  'Change the value now with an adjustment transaction on the Cashflow tab.';
export const MSG_PURCHASED_DEATH_VALUE = 'An asset bought after death has no value at death.';

// Bank import
export const MSG_IMPORT_CHOOSE = 'Cannot automatically accept transactions with action Choose?';
export const MSG_IMPORT_CONFLICTS = 'One or more transactions could not be accepted due to conflicts';
export const MSG_NO_NEW_IMPORTS = 'No New Imports';
export const MSG_BANK_PROBLEM = 'Problem linking to bank';
export const MSG_SAMPLE_BANK = 'Inapplicable for the Sample estate';
export const MSG_NO_BANK = 'This estate has no bank link';
export const MSG_BANK_RELOGIN = 'The bank needs you to sign in again: relink the account';
export const MSG_BANK_CULLED = 'The bank dropped this link: relink the account';
export const MSG_SAMPLE_IMPORT = 'You cannot import transaction files into the Sample estate';
export const MSG_LINKED_ASSET_GONE = 'Linked asset no longer exists in your estate';
export const MSG_IMPORT_DIRECTION = 'The category must be a credit for money in and a debit for money out';
export const MSG_TRIAL_IMPORT_LIMIT =
  'A trial estate can import up to 50 transactions from a bank or a statement file: license the estate to import more';
export const MSG_LICENCE_FOR_BANK = 'A licensed estate is required to link a bank';

// Sharing and ownership
export const MSG_SAVE_BEFORE_SHARE = 'You must save your estate before you can share access to it';
export const MSG_SAVE_BEFORE_TRANSFER = 'You must save your estate before you can transfer ownership';
export const MSG_SHARE_NEEDS_NAME =
  'Enter the name on the Decedent tab (Trust for a trust) before you share access';
export const MSG_SAMPLE_SHARE = 'You cannot share access to the Sample estate';
export const MSG_SHARE_OWNER_ONLY = 'Only the owner can change who has access to this estate';
export const MSG_SHARE_EMAIL = 'Enter a valid email address';
export const MSG_SHARE_SELF = 'That is your own email: you already have access';
export const MSG_SHARE_EXISTS = 'This estate is already shared with that email';
export const MSG_SHARE_HEIR_REQUIRED = 'Choose which heir this beneficiary is';
export const MSG_SHARE_HEIR_ONLY = 'Only a beneficiary is linked to an heir';
export const MSG_SHARE_HEIR_MISSING = 'That heir is not on the Heirs tab of this estate';
export const MSG_SHARE_HEIR_TAKEN = 'That heir has already been invited';
export const MSG_SHARE_BENEFICIARY_KIND =
  'A beneficiary sees only their own share: remove the entry and invite again to give other access';
export const MSG_HEIR_VIEW_WHICH = 'Choose which heir to see the estate as';
export const MSG_SHARE_MISSING = 'That person no longer has an entry on this estate';
export const MSG_INVITE_GONE = 'This invitation is no longer valid: ask the owner to send it again';
export const MSG_INVITE_TAKEN = 'This invitation was accepted by another account';
export const MSG_INVITE_OWNER = 'You own this estate: the invitation is for someone else';
export const MSG_INVITE_ALREADY = 'You already have access to this estate';
export const MSG_TRANSFER_OWNER_ONLY = 'Only the owner can transfer ownership';
export const MSG_TRANSFER_CANDIDATE =
  'Ownership can only go to someone with edit access who has accepted their invitation';
export const MSG_OWNER_CHANGED = 'Ownership change successful';
/** Code of a refused owner-change password (docs/api.md). */
export const CODE_BAD_PASSWORD = 105;
export const MSG_TRANSFER_LABEL =
  'The new owner already has an estate with this label: change the label, then transfer ownership';
export const MSG_AUDIT_OWNER_ONLY = 'Only the owner can see the audit trail';
export const MSG_SAMPLE_AUDIT = 'The Sample estate keeps no audit trail';

// Licences and payments
export const MSG_ALREADY_LICENSED = 'Your estate is already licensed';
export const MSG_LICENCE_UNCONFIRMED =
  'Unable to confirm that estate has been licensed. Please contact support if you believe you have purchased a license for this estate.';
export const MSG_LICENSE_FIRST = 'You must first license your estate';
export const MSG_PAYMENT_FORM = 'Problem displaying payment form';
export const MSG_PAYMENT_FAILED = 'Payment failed; please ensure everything is correct and try again';
/** Spelt for the estate's country (licenses / licences). */
export const msgNoLicencesLeft = (country: string): string =>
  `You have no ${spelling(country).licences} left to assign: buy one for this estate`;
export const MSG_SAMPLE_PAYMENT = 'Payments and services are not available for the Sample estate';
export const MSG_LICENCE_PAID = 'Thank you: your estate is licensed';
export const MSG_PAYMENT_SIGNATURE = 'The payment notice could not be verified';
export const MSG_STORAGE_HELD = 'This estate already has that much storage or more';
// Probate lawyer service
/** Code of a service already paid for this estate (docs/api.md; the client then closes its dialog). */
export const CODE_SERVICE_PAID = 601;
export const MSG_SERVICE_PAID = 'This estate has already paid for this service';
export const MSG_NO_PROBATE_SERVICE = 'Probity does not offer a probate lawyer in this place';
export const MSG_PRICE_CHANGED = 'The price has changed: please look at it again';
// Other services
export const MSG_SOLO_SERVICE_PAID = 'You have already paid for this service';
export const MSG_NO_SERVICE = 'This service is not offered here';
export const msgProbateOtherPlace = (paid: string) =>
  `The probate service was paid for ${paid}, not where the estate now says the death was. For a refund, email support with the estate ID.`;

// Calculators
export const MSG_CALC_PROBLEM = 'Problem with calculation';

// Published accountings (issue 39)
export const MSG_PUBLISH_CHANGED =
  'The estate changed while the accounting was being published. Look at the report again, then publish it.';
export const MSG_PUBLISH_UNSAVED = 'Save your changes first: a published accounting shows the saved estate.';
export const MSG_PUBLICATION_MISSING = 'There is no published accounting with this number.';

// Receipts and releases (issue 39)
export const MSG_RELEASE_NOTHING =
  'This heir has no distribution marked done yet: there is nothing to receipt.';
export const MSG_RELEASE_PICK = 'Choose distributions of this heir that are marked done.';
export const MSG_RELEASE_MISSING = 'There is no receipt and release with this number.';
export const MSG_RELEASE_STATEMENTS = 'Confirm each statement before you sign.';
export const MSG_RELEASE_CLOSED = 'This receipt and release is already signed or declined.';
export const MSG_RELEASE_HEIR_ONLY = 'Only the heir it is addressed to can sign or decline it.';

// Notices of death (issue 40)
export const MSG_NOTICE_KIND = 'There is no such kind of notice for this estate.';
export const MSG_NOTICE_TARGET = 'The notice is about an item this estate does not hold.';
export const MSG_NOTICE_MISSING = 'This notice does not exist.';
export const MSG_NOTICE_SENT_LOCKED =
  'A sent notice keeps the text it was sent with; draft a new one to write again.';
export const MSG_NOTICE_SENT_NEEDS = 'Say when the notice was sent and how.';
export const MSG_NOTICE_ORDER = 'A notice moves forward only: drafted, sent, acknowledged, done.';

// The estate archive (issue 41)
export const MSG_ARCHIVE_NOT_ZIP =
  'This is not a Probity estate archive, or it is damaged (a .probity file is a zip). Nothing was imported.';
export const MSG_ARCHIVE_FOREIGN =
  'This zip is not a Probity estate archive: it has no estate.json of ours. Nothing was imported.';
export const msgArchiveNewer = (version: number) =>
  `This archive was made by a newer version of Probity (format ${version}). Update this installation, then import it again.`;
export const msgArchiveInvalid = (where: string) =>
  `The archive's estate.json does not read as an estate (${where}). Nothing was imported.`;
export const msgArchiveFileMissing = (path: string) =>
  `The archive lists ${path} but does not hold it: it is incomplete. Nothing was imported.`;
export const msgArchiveFileChanged = (path: string) =>
  `${path} in the archive does not match its SHA-256: the archive was changed or damaged. Nothing was imported.`;
export const msgArchiveTooLarge = (limit: string) =>
  `The archive's files come to more than a new estate may hold (${limit}). Nothing was imported.`;
export const MSG_ARCHIVE_SAMPLE =
  'The Sample estate is not yours to take away: save your own estate, then download everything.';
export const MSG_ARCHIVE_VIEW_ONLY = 'Only the owner and editors can download the whole estate.';
export const MSG_ARCHIVE_SAVE_FIRST = 'Save your estate first: the archive holds the estate as saved.';
export const MSG_ARCHIVE_AS_SAVED =
  'Downloading the estate as last saved: save to include your latest changes.';

// The estate's tax year (issue 42)
export const MSG_TAX_YEAR_NO_DEATH =
  'Enter the date of death first: the estate’s first tax year starts on it.';
export const MSG_TAX_YEAR_COUNTRY = 'Probity works out tax years for US and Canadian estates only.';
export const MSG_TAX_YEAR_END_INVALID = 'Enter the last day of the first tax year as a date.';
export const MSG_TAX_YEAR_MONTH_END = 'A US estate’s tax year ends on the last day of a month.';
export const MSG_TAX_YEAR_TRUST_CALENDAR =
  'A trust reports on the calendar year, unless the section 645 election treats it as part of the estate.';
export const MSG_TAX_YEAR_TRUST_CALENDAR_CA =
  'A trust reports on the calendar year: only a graduated rate estate may choose another year-end.';
export const msgTaxYearEndRange = (first: string, last: string): string =>
  `The first tax year must end from ${first} to ${last}: it may not run longer than 12 months from the death.`;
export const MSG_TAX_YEAR_CLOSE_BEFORE_DEATH = 'The estate cannot close before the date of death.';
export const msgTaxYearNone = (n: number, count: number): string =>
  `There is no tax year ${n}: the estate has ${count === 1 ? 'one tax year so far (1)' : `tax years 1 to ${count} so far`}.`;
