import { describe, expect, it } from 'vitest';
import { MSG_EXPENSE_AMOUNT, MSG_EXPENSE_DISTANCE, MSG_EXPENSE_NAME, newExpenseInput } from './new-expense';

const form = { date: '2026-08-03', name: '  Postage ', type: 0, amount: 12_40, distance: '' };

describe('newExpenseInput', () => {
  it('a standard expense sends its trimmed description and amount in cents', () => {
    expect(newExpenseInput(form)).toEqual({
      input: { date: '2026-08-03', name: 'Postage', i_type: 0, val: 12_40 },
    });
  });

  it('a mileage expense sends the distance and no amount (the engine prices it)', () => {
    expect(newExpenseInput({ ...form, type: 1, amount: null, distance: 120.5 })).toEqual({
      input: { date: '2026-08-03', name: 'Postage', i_type: 1, mileage: 120.5 },
    });
  });

  it('refuses a blank description, a blank date, a blank amount and a distance of 0 or blank', () => {
    expect(newExpenseInput({ ...form, name: '   ' })).toEqual({ error: MSG_EXPENSE_NAME });
    expect(newExpenseInput({ ...form, date: null })).toEqual({ error: 'Date required' });
    expect(newExpenseInput({ ...form, amount: null })).toEqual({ error: MSG_EXPENSE_AMOUNT });
    expect(newExpenseInput({ ...form, type: 1, distance: 0 })).toEqual({ error: MSG_EXPENSE_DISTANCE });
    expect(newExpenseInput({ ...form, type: 1, distance: '' })).toEqual({ error: MSG_EXPENSE_DISTANCE });
  });

  it('an amount of zero is allowed (a free certificate is still a record)', () => {
    expect(newExpenseInput({ ...form, amount: 0 })).toMatchObject({ input: { val: 0 } });
  });
});
