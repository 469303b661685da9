// The colour tuples of the theme (docs/design-system.md, Colour). Mantine's own scales with shades 6 to 9
// darkened until they read at 4.5:1 or more on white, on the page background (gray.0) and on their own light
// tint: Mantine draws text in shade 6 (`c="red.6"`, the error colour) and, with primaryShade 8, filled buttons,
// light badges and `c="red"` text in shade 8. Shades 0 to 5 stay light: backgrounds, borders, charts' fills.
// palette.test.ts measures every pair listed in the design system.
import type { MantineColorsTuple } from '@mantine/core';

export const palette = {
  // gray.5 is the input border (3:1 against white, a UI component); gray.6 the dimmed text and placeholder
  gray: [
    '#f8f9fa',
    '#f1f3f5',
    '#e9ecef',
    '#dee2e6',
    '#ced4da',
    '#80878f',
    '#5f666d',
    '#495057',
    '#343a40',
    '#212529',
  ],
  probity: [
    '#eaf6f6',
    '#d8eaeb',
    '#aed4d6',
    '#82bdc0',
    '#5ea9ad',
    '#489ca1',
    '#2d7276',
    '#23686c',
    '#195e62',
    '#004e52',
  ],
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#c21f1f',
    '#b02020',
    '#9e1c1c',
    '#7f1a1a',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#277635',
    '#216c2f',
    '#1d612a',
    '#195024',
  ],
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#0b7555',
    '#086b4d',
    '#066044',
    '#054f39',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#a74d01',
    '#9e4204',
    '#913807',
    '#7c2909',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#896103',
    '#825500',
    '#7b4800',
    '#6c3800',
  ],
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#146ab4',
    '#155fa2',
    '#135593',
    '#11477a',
  ],
  grape: [
    '#f8f0fc',
    '#f3d9fa',
    '#eebefa',
    '#e599f7',
    '#da77f2',
    '#cc5de8',
    '#a527c4',
    '#922faa',
    '#812d96',
    '#6b257c',
  ],
} satisfies Record<string, MantineColorsTuple>;

export type PaletteColor = keyof typeof palette;

/** The page background behind every tab (AppShell.Main). */
export const PAGE_BACKGROUND = palette.gray[0];
/** The shade Mantine uses for filled buttons, light badges' text and `c="<colour>"` (theme.primaryShade). */
export const PRIMARY_SHADE = 8;
