/**
 * AG Grid registration and theme, done once on import (by ag-grid-view.tsx, the one module that loads AG Grid).
 * AllCommunityModule keeps every Community feature (filters, editors, selection, tooltips) available without
 * listing modules per grid.
 */

import { GRID_ROW_HEIGHT_PX } from '@probity/domain';
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
