import { MSG_SELECT_ITEM_FIRST } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { MSG_SELECT_CARD_FIRST, msgSelectOnlyOne, selectionBlock } from './selection.ts';

describe('selectionBlock: why an action on the selection cannot run yet', () => {
  it('nothing selected: the laptop points at the checkmark column, the phone at the card checkbox', () => {
    expect(selectionBlock('some', { count: 0, cards: false })).toBe(
      'First select an item by clicking its checkmark in the leftmost column',
    );
    expect(selectionBlock('one', { count: 0, cards: false })).toBe(MSG_SELECT_ITEM_FIRST);
    expect(selectionBlock('some', { count: 0, cards: true })).toBe(
      'First select an item by ticking the checkbox on its card',
    );
    expect(selectionBlock('one', { count: 0, cards: true })).toBe(MSG_SELECT_CARD_FIRST);
  });

  it('an action on one item refuses several and says how many are selected', () => {
    expect(selectionBlock('one', { count: 1, cards: false })).toBeNull();
    expect(selectionBlock('one', { count: 2, cards: false })).toBe(
      'This works on one item at a time: select only one (2 are selected)',
    );
    expect(selectionBlock('one', { count: 12, cards: true })).toBe(msgSelectOnlyOne(12));
  });

  it('an action on the selection (Delete, Mark Done, Reimburse) runs with one row or many', () => {
    expect(selectionBlock('some', { count: 1, cards: false })).toBeNull();
    expect(selectionBlock('some', { count: 250, cards: true })).toBeNull();
  });
});
