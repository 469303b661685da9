/**
 * Editor input -> stored value, by column kind, with the grid's cell rules:
 * text up to 500 characters, numbers >= 0, percent in thousandths 0..100000 with at most 3 decimals,
 * dates as month/day/year (4- or 2-digit year, slash or dash). Pure: no grid, no React.
 */
import {
  checkDate,
  MSG_DATE_INVALID,
  MSG_DATE_REQUIRED,
  MSG_MONEY_INVALID,
  MSG_NEGATIVE,
  MSG_PERCENT_RANGE,
  MSG_TEXT_TOO_LONG,
  parseDateInput,
  parseMoney,
  parsePercent,
  TEXT_MAX_LENGTH,
} from '@probity/domain';
import type { GridColumn } from './types.ts';

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: string };

export const MSG_REQUIRED = 'Required';
export { MSG_MONEY_INVALID };
export const MSG_CHOICE_INVALID = 'Choose one of the listed values.';
export const msgNumberInvalid = (decimals: number): string =>
  decimals === 0
    ? 'Enter a whole number.'
    : `Enter a number with at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The grid shows dates as 08-Sep-2026 and the editor starts from that text, so accept it back. */
export function parseShownDate(text: string): string | null {
  const m = /^(\d{1,2})-([a-z]{3})-(\d{4})$/i.exec(text.trim());
  if (!m) return null;
  const month = MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1;
  if (month === 0) return null;
  return parseDateInput(`${month}/${m[1]}/${m[3]}`, '2000-01-01');
}

/** Plain non-negative decimal text; returned as a number (only for non-money quantities). */
function parseQuantity(text: string, decimals: number, allowNegative: boolean): ParseResult {
  const s = text.trim().replace(/,/g, '');
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && !m[3]) || (m[3] ?? '').length > decimals) {
    return { ok: false, error: msgNumberInvalid(decimals) };
  }
  const value = Number(s);
  if (!Number.isFinite(value)) return { ok: false, error: msgNumberInvalid(decimals) };
  if (value < 0 && !allowNegative) return { ok: false, error: MSG_NEGATIVE };
  return { ok: true, value: value === 0 ? 0 : value };
}

function isBlank(input: unknown): boolean {
  return input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
}

function requiredMessage<T>(col: GridColumn<T>): string {
  if (typeof col.required === 'string') return col.required;
  return col.kind === 'date' ? MSG_DATE_REQUIRED : MSG_REQUIRED;
}

/** Parse and validate what an editor produced for `col` on `row`. `today` anchors 2-digit years. */
export function parseCellInput<T>(col: GridColumn<T>, input: unknown, row: T, today: string): ParseResult {
  if (col.kind === 'boolean') return { ok: true, value: input === true || input === 'true' };
  if (isBlank(input)) {
    if (col.required) return { ok: false, error: requiredMessage(col) };
    return { ok: true, value: col.kind === 'text' ? '' : null };
  }
  const text = String(input);
  switch (col.kind) {
    case 'text':
      return text.length > TEXT_MAX_LENGTH
        ? { ok: false, error: MSG_TEXT_TOO_LONG }
        : { ok: true, value: text };
    case 'money': {
      const cents = parseMoney(text);
      if (cents === null) return { ok: false, error: MSG_MONEY_INVALID };
      if (cents < 0 && !col.allowNegative) return { ok: false, error: MSG_NEGATIVE };
      return { ok: true, value: cents };
    }
    case 'percent': {
      const p = parsePercent(text);
      return p === null ? { ok: false, error: MSG_PERCENT_RANGE } : { ok: true, value: p };
    }
    case 'number':
      return parseQuantity(text, col.decimals ?? 2, !!col.allowNegative);
    case 'date': {
      const iso = parseDateInput(text, today) ?? parseShownDate(text);
      if (iso === null) return { ok: false, error: MSG_DATE_INVALID };
      const problem = checkDate(iso, col.minDate?.(row), col.maxDate?.(row));
      return problem ? { ok: false, error: problem } : { ok: true, value: iso };
    }
    case 'enum': {
      const opt = col.options?.find((o) => o.value === input || String(o.value) === text || o.label === text);
      return opt ? { ok: true, value: opt.value } : { ok: false, error: MSG_CHOICE_INVALID };
    }
  }
}
