import { WORK_TYPES } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { enumColumn } from './enum-column';

describe('enumColumn', () => {
  it('offers each entry of the domain table by id and label, editable', () => {
    const col = enumColumn<{ i_type: number }>('i_type', 'Work Type', WORK_TYPES);
    expect(col).toMatchObject({ field: 'i_type', header: 'Work Type', kind: 'enum', editable: true });
    expect(col.options).toEqual([
      { value: 0, label: 'Standard' },
      { value: 1, label: 'Professional' },
      { value: 2, label: 'Unskilled' },
    ]);
  });
});
