import { describe, expect, it } from 'vitest';
import { newItemInput } from './item-head-fields';

const head = { name: '  Checking  ', type: '1', account: '4411' };
const sent = { name: 'Checking', i_type: 1, account: '4411', loc_name: 'Bank' };

describe('newItemInput', () => {
  it('after death the value is the value at death and stands as pre-death too', () => {
    expect(newItemInput(head, 'Bank', 125_00, false)).toEqual({
      ...sent,
      val_death: 125_00,
      val_pre: 125_00,
    });
  });

  it('while death is awaited the value is only the pre-death one', () => {
    expect(newItemInput(head, 'Bank', 99, true)).toEqual({ ...sent, val_pre: 99 });
  });

  it('a blank amount is sent as null', () => {
    expect(newItemInput(head, '', null, false)).toMatchObject({
      loc_name: '',
      val_death: null,
      val_pre: null,
    });
  });

  it('without a value (the estate account) no value field is sent', () => {
    expect(newItemInput(head, 'Bank', undefined, false)).toEqual(sent);
  });
});
