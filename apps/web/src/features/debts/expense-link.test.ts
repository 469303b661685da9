import { describe, expect, it } from 'vitest';
import { expensePath } from './expense-link';

describe('expensePath', () => {
  it('opens the expense on the Executor tab, selected by its own id', () => {
    expect(expensePath('42', 'x7')).toBe('/estate/42/Executor?table=Executor+Expenses&itemId=7');
  });
});
