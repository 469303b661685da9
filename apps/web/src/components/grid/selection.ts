/**
 * Toolbar actions that act on the selected rows: whether the grid's selection lets one run, and if not, why (the
 * reason a disabled action shows on hover and focus and gives screen readers; docs/design-system.md, Patterns).
 */
import { MSG_SELECT_ITEM_FIRST } from '@probity/domain';

/** What an action needs: `one` row (it opens or changes a single item), or `some` (one or more). */
export type SelectionNeed = 'one' | 'some';

/** The grid's selection as its toolbar sees it: how many rows are checked, and whether the rows are cards. */
export interface GridSelection {
  count: number;
  /** A phone's card layout (below 600 px): rows are selected by each card's checkbox. */
  cards: boolean;
}

/** Nothing selected on a phone, where a card's checkbox selects it (the laptop's text: MSG_SELECT_ITEM_FIRST). */
export const MSG_SELECT_CARD_FIRST = 'First select an item by ticking the checkbox on its card';

/** An action that works on one item while several are checked. */
export const msgSelectOnlyOne = (count: number) =>
  `This works on one item at a time: select only one (${count} are selected)`;

/** Why an action needing `need` cannot run with this selection, or null when it can. */
export function selectionBlock(need: SelectionNeed, sel: GridSelection): string | null {
  if (sel.count <= 0) return sel.cards ? MSG_SELECT_CARD_FIRST : MSG_SELECT_ITEM_FIRST;
  if (need === 'one' && sel.count > 1) return msgSelectOnlyOne(sel.count);
  return null;
}
