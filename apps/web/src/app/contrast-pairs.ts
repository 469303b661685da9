// Every text/background and UI/background pair the theme draws, with the WCAG AA minimum it must meet
// (4.5:1 text, 3:1 UI components). docs/design-system.md lists them with their measured ratios.
import { over } from './contrast';
import { PAGE_BACKGROUND, type PaletteColor, PRIMARY_SHADE, palette } from './palette';

export interface ContrastPair {
  use: string;
  fg: string;
  bg: string;
  min: number;
}

const WHITE = '#ffffff';
const TEXT = 4.5;
const UI = 3;
const ACCENTS: PaletteColor[] = ['probity', 'red', 'green', 'teal', 'orange', 'yellow', 'blue', 'grape'];

function accentPairs(color: PaletteColor): ContrastPair[] {
  const t = palette[color];
  const main = t[PRIMARY_SHADE];
  const tint = over(main, 0.1, WHITE);
  const tintOnPage = over(main, 0.1, PAGE_BACKGROUND);
  return [
    { use: `${color}.6 text (c="${color}.6") on the page`, fg: t[6], bg: PAGE_BACKGROUND, min: TEXT },
    { use: `${color}.7 text on white`, fg: t[7], bg: WHITE, min: TEXT },
    { use: `white on filled ${color} (buttons, filled badges)`, fg: WHITE, bg: main, min: TEXT },
    { use: `${color} text (c="${color}") on the page`, fg: main, bg: PAGE_BACKGROUND, min: TEXT },
    { use: `light ${color} badge / alert on white`, fg: main, bg: tint, min: TEXT },
    { use: `light ${color} badge on the page`, fg: main, bg: tintOnPage, min: TEXT },
  ];
}

export const CONTRAST_PAIRS: ContrastPair[] = [
  { use: 'body text (gray.9) on the page', fg: palette.gray[9], bg: PAGE_BACKGROUND, min: TEXT },
  { use: 'dimmed text (gray.6) on white', fg: palette.gray[6], bg: WHITE, min: TEXT },
  { use: 'dimmed text (gray.6) on the page', fg: palette.gray[6], bg: PAGE_BACKGROUND, min: TEXT },
  {
    use: 'dimmed text (gray.6) on a grid header (gray.1)',
    fg: palette.gray[6],
    bg: palette.gray[1],
    min: TEXT,
  },
  { use: 'placeholder (gray.6) in an input', fg: palette.gray[6], bg: WHITE, min: TEXT },
  { use: 'input and secondary-button border (gray.5) on white', fg: palette.gray[5], bg: WHITE, min: UI },
  {
    use: 'light gray badge (gray.8 on its tint)',
    fg: palette.gray[8],
    bg: over(palette.gray[8], 0.1, WHITE),
    min: TEXT,
  },
  ...ACCENTS.flatMap(accentPairs),
];
