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
  // the design system's colours (docs/design-system.md): brand accent, gray.1 header, gray.9 text
  accentColor: 'var(--mantine-color-probity-8)',
  headerBackgroundColor: 'var(--mantine-color-gray-1)',
  foregroundColor: 'var(--mantine-color-gray-9)',
  borderColor: 'var(--mantine-color-gray-3)',
  wrapperBorderRadius: 4,
  cellHorizontalPadding: 8,
});

/** Toolbar above the grid; part of the spec's 102 px of chrome (toolbar + header + scrollbar). */
export const TOOLBAR_HEIGHT_PX = 40;

/** Height of toolbar plus grid for `rowCount` rows: 30 px per row plus 102 (workspace §9), at least 3 rows. */
export function gridHeightPx(rowCount: number): number {
  return GRID_ROW_HEIGHT_PX * Math.max(rowCount, 3) + GRID_EXTRA_HEIGHT_PX;
}
