/**
 * AG Grid registration and theme, done once on import. AllCommunityModule keeps every Community feature
 * (filters, editors, selection, tooltips) available without listing modules per grid.
 */

import { GRID_EXTRA_HEIGHT_PX, GRID_ROW_HEIGHT_PX } from '@probity/domain';
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

export const gridTheme = themeQuartz.withParams({
  rowHeight: GRID_ROW_HEIGHT_PX,
  headerHeight: 34,
  fontSize: 13,
  headerFontSize: 13,
  fontFamily: 'inherit',
  accentColor: '#228be6',
  headerBackgroundColor: '#f1f3f5',
  wrapperBorderRadius: 4,
  cellHorizontalPadding: 8,
});

/** Toolbar above the grid; part of the spec's 102 px of chrome (toolbar + header + scrollbar). */
export const TOOLBAR_HEIGHT_PX = 40;

/** Height of toolbar plus grid for `rowCount` rows: 30 px per row plus 102 (workspace §9), at least 3 rows. */
export function gridHeightPx(rowCount: number): number {
  return GRID_ROW_HEIGHT_PX * Math.max(rowCount, 3) + GRID_EXTRA_HEIGHT_PX;
}
