// What the Add expense dialog sends: a standard expense carries its amount, a mileage one its distance (the engine
// prices it at the rate of the expense's year). A refusal names the missing field in plain words.
import { EXPENSE_TYPE, MAX_MILEAGE, MSG_DATE_REQUIRED } from '@probity/domain';

export interface ExpenseForm {
  date: string | null;
  name: string;
  type: number;
  /** Cents; null while blank. */
  amount: number | null;
  /** Miles or km as typed (NumberInput hands '' while blank). */
  distance: number | string;
}

export const MSG_EXPENSE_NAME = 'Please say what the expense was for.';
export const MSG_EXPENSE_AMOUNT = 'Please enter the amount you paid.';
export const MSG_EXPENSE_DISTANCE = `Please enter the distance driven (more than 0, at most ${MAX_MILEAGE.toLocaleString('en-US')}).`;

export type NewExpense =
  | { error: string }
  | { input: { date: string; name: string; i_type: number; val?: number; mileage?: number } };

export function newExpenseInput(f: ExpenseForm): NewExpense {
  const name = f.name.trim();
  if (!name) return { error: MSG_EXPENSE_NAME };
  if (!f.date) return { error: MSG_DATE_REQUIRED };
  if (f.type === EXPENSE_TYPE.mileage) {
    const d = typeof f.distance === 'number' ? f.distance : Number.NaN;
    if (!(d > 0 && d <= MAX_MILEAGE)) return { error: MSG_EXPENSE_DISTANCE };
    return { input: { date: f.date, name, i_type: EXPENSE_TYPE.mileage, mileage: d } };
  }
  if (f.amount === null) return { error: MSG_EXPENSE_AMOUNT };
  return { input: { date: f.date, name, i_type: EXPENSE_TYPE.standard, val: f.amount } };
}
