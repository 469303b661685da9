// The transaction edit form's state and its conversion to the engine's input. Kept apart from the dialog markup.
import {
  ADJUST_CATS,
  CAT,
  CREDIT_CATS,
  counterpartOf,
  DEBIT_CATS,
  type EnumEntry,
  formatMoney,
  LOANS,
  MSG_CHECK_NUM,
  MSG_MONEY_INVALID,
  MSG_NEED_ASSET,
  type NewTxact,
  parseMoney,
  type Txact,
} from '@probity/domain';

export interface TxactForm {
  asset: string | null;
  kind: number;
  cat: string;
  date: string | null;
  amount: string;
  item: string | null;
  heir: string | null;
  check: string;
  name: string;
  note: string;
  expenses: string[];
}

export const CATS_OF_KIND: Record<number, readonly EnumEntry[]> = {
  0: CREDIT_CATS,
  1: DEBIT_CATS,
  2: ADJUST_CATS,
};

/** Purchases and loans may leave the counterpart empty: the engine creates the item, named after the name field. */
export const createsItem = (cat: number): boolean => cat === CAT.assetPurchase || LOANS.has(cat);

export function formOf(t: Txact | null, assetId: number | null): TxactForm {
  if (!t) {
    return {
      asset: assetId === null ? null : String(assetId),
      kind: 0,
      cat: String(CAT.otherDeposit),
      date: null,
      amount: '',
      item: null,
      heir: null,
      check: '',
      name: '',
      note: '',
      expenses: [],
    };
  }
  return {
    asset: String(t.asset),
    kind: t.i_type,
    cat: String(t.cat),
    date: t.date,
    amount: t.val ? formatMoney(t.val, '') : '',
    item: t.item === null ? null : String(t.item),
    heir: t.heir_id === null ? null : String(t.heir_id),
    check: t.check_num === null || t.check_num >= 8e15 ? '' : String(t.check_num),
    name: t.name,
    note: t.note,
    expenses: t.exexp_ids.map(String),
  };
}

/** The engine input, or a message for a field the form itself can tell is wrong. */
export function inputOf(form: TxactForm): NewTxact | string {
  if (form.asset === null) return MSG_NEED_ASSET;
  const val = form.amount.trim() === '' ? 0 : parseMoney(form.amount);
  if (val === null) return MSG_MONEY_INVALID;
  const check = form.check.trim() === '' ? null : Number(form.check);
  if (check !== null && !Number.isInteger(check)) return MSG_CHECK_NUM;
  const cat = Number(form.cat);
  const side = counterpartOf(cat);
  return {
    asset: Number(form.asset),
    cat,
    i_type: form.kind,
    date: form.date,
    val,
    item: side === 'asset' || side === 'debt' ? (form.item === null ? null : Number(form.item)) : null,
    heir_id: side === 'heir' && form.heir !== null ? Number(form.heir) : null,
    check_num: check,
    name: form.name,
    note: form.note,
    exexp_ids: cat === CAT.executorReimbursement ? form.expenses.map(Number) : [],
  };
}
