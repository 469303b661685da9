/** The grid's sizes, apart from AG Grid itself (the card view and the toolbar use them without loading it). */
import { GRID_EXTRA_HEIGHT_PX, GRID_ROW_HEIGHT_PX } from '@probity/domain';

/** Toolbar above the grid; part of the 102 px of chrome (toolbar + header + scrollbar) around the rows. */
export const TOOLBAR_HEIGHT_PX = 40;

/** Height of toolbar plus grid for `rowCount` rows: 30 px per row plus 102 of chrome, at least 3 rows. */
export function gridHeightPx(rowCount: number): number {
  return GRID_ROW_HEIGHT_PX * Math.max(rowCount, 3) + GRID_EXTRA_HEIGHT_PX;
}
