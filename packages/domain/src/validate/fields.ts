/** Field and form checks. Each returns null when fine, or an Issue with the text to show. */
import { EARLIER_ENTRIES_CUTOFF, MAX_TXACTS, TEXT_MAX_LENGTH } from '../constants.ts';
import { isValidEmail } from '../email.ts';
import type { Asset } from '../entities/asset.ts';
import { CAT } from '../enums.ts';
import * as M from '../messages.ts';

export interface Issue {
  code: string;
  msg: string;
  /** error blocks; warning informs; confirm asks. */
  level: 'error' | 'warning' | 'confirm';
}
const err = (code: string, msg: string): Issue => ({ code, msg, level: 'error' });
const warn = (code: string, msg: string): Issue => ({ code, msg, level: 'warning' });

export const checkText = (s: string): Issue | null =>
  s.length > TEXT_MAX_LENGTH ? err('text_length', M.MSG_TEXT_TOO_LONG) : null;

/** Number cells: minimum 0. */
export const checkNonNegative = (n: number | null): Issue | null =>
  n !== null && n < 0 ? err('negative', M.MSG_NEGATIVE) : null;

/** Check number: zero or greater, except the engine-numbered sale and set-value categories. */
export function checkCheckNum(cat: number, n: number | null): Issue | null {
  if (n === null || cat === CAT.assetSale || cat === CAT.newValue) return null;
  return n < 0 || !Number.isInteger(n) ? err('check_num', M.MSG_CHECK_NUM) : null;
}

/** Percent editor: 0..100000 thousandths (at most three decimals by construction). */
export const checkPercent = (p: number | null): Issue | null =>
  p !== null && (!Number.isInteger(p) || p < 0 || p > 100_000) ? err('percent', M.MSG_PERCENT_RANGE) : null;

/** A form with missing or invalid fields. */
export const checkForm = (fieldIssues: readonly (Issue | null)[], missingRequired: boolean): Issue | null =>
  missingRequired || fieldIssues.some((i) => i?.level === 'error')
    ? err('invalid_form', M.MSG_INVALID_FORM)
    : null;

/** Grid row actions need a selected row. */
export const checkSelection = (selected: readonly unknown[]): Issue | null =>
  selected.length === 0 ? err('select_first', M.MSG_SELECT_ITEM_FIRST) : null;

/** Saving: refused for the Sample estate and for users without edit rights. */
export function checkCanSave(o: { sample: boolean; viewOnly: boolean }): Issue | null {
  if (o.sample) return err('sample', M.MSG_SAMPLE_SAVE);
  if (o.viewOnly) return err('no_permission', M.MSG_NO_PERMISSION_THIS);
  return null;
}

/** Only one asset can be linked to the estate bank. */
export function checkBankLinks(assets: readonly Asset[]): Issue | null {
  return assets.filter((a) => a.bank_link_id !== null).length > 1
    ? err('one_bank', M.MSG_ONE_BANK_ASSET)
    : null;
}

/** Expense and log dates are required; one earlier than what is loaded flags a violation. */
export function checkEntryDate(
  date: string | null,
  loadedFrom: string | null = EARLIER_ENTRIES_CUTOFF,
): Issue | null {
  if (!date) return err('date_required', M.MSG_DATE_REQUIRED);
  if (loadedFrom && date < loadedFrom) return warn('date_early', M.msgDateBefore(loadedFrom));
  return null;
}

/** More transactions than allowed (may happen through imports): a warning to contact support. */
export const checkTxactCount = (n: number): Issue | null =>
  n > MAX_TXACTS ? warn('txact_over', M.MSG_TXACT_OVER_MAX) : null;

const LABEL_RE = /^[\p{L}\p{N} .,'&()-]{1,100}$/u;
/** Account form: a valid email and an estate label. */
export const checkAccountForm = (email: string, label: string): Issue | null =>
  isValidEmail(email) && LABEL_RE.test(label.trim()) ? null : err('account_form', M.MSG_ACCOUNT_FORM);
