// The design tokens (docs/design-system.md): one sans-serif (Inter, self-hosted), a type and spacing scale, the
// AA palette of palette.ts, sentence-case badges and the defaults every dialog shares.
import { type CSSVariablesResolver, createTheme, rem } from '@mantine/core';
import { PRIMARY_SHADE, palette } from './palette';

export const FONT_FAMILY =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'probity',
  primaryShade: PRIMARY_SHADE,
  colors: palette,
  // black or white text on a filled colour, whichever reads better
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  // type scale: 12 / 14 / 16 / 18 / 20 body sizes; headings 28 / 22 / 18 / 16 / 14, all Inter
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.5', lg: '1.5', xl: '1.45' },
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: rem(28), lineHeight: '1.25' },
      h2: { fontSize: rem(22), lineHeight: '1.3' },
      h3: { fontSize: rem(18), lineHeight: '1.35' },
      h4: { fontSize: rem(16), lineHeight: '1.4' },
      h5: { fontSize: rem(14), lineHeight: '1.4' },
      h6: { fontSize: rem(14), lineHeight: '1.4' },
    },
  },
  // spacing on a 4 px grid: 8 / 12 / 16 / 24 / 32
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
  components: {
    Modal: {
      defaultProps: {
        radius: 'md',
        overlayProps: { backgroundOpacity: 0.4, blur: 1 },
        // the X is a button: it needs a name (Mantine draws it with none)
        closeButtonProps: { 'aria-label': 'Close' },
        // focus stays in the dialog and returns to what opened it (Mantine's defaults, stated on purpose)
        trapFocus: true,
        returnFocus: true,
        // Mantine draws the dialog's title row as <header> inside role="dialog", which browsers then count as a
        // second banner landmark beside the page header
        attributes: { header: { role: 'presentation' } },
      },
    },
    // Mantine's focus placeholder is a div[tabindex] inside role="menu", which may hold only menu items (axe
    // aria-required-children, critical): the open menu focuses itself instead
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // sentence case: a badge says "Owner", never "OWNER"
    Badge: {
      defaultProps: { radius: 'sm' },
      styles: { label: { textTransform: 'none', letterSpacing: 0, fontWeight: 600 } },
    },
    Card: { defaultProps: { shadow: 'xs' } },
    // Mantine keeps a closed picker's options in the page by default; with a thousand assets every estate edit
    // then redrew thousands of hidden options. Closed pickers hold none.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    MultiSelect: { defaultProps: { comboboxProps: { keepMounted: false } } },
    Autocomplete: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});

/** Mantine's light-scheme variables that the palette alone does not reach (see palette.ts). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // inputs and secondary buttons: a border a user can see (3:1)
    '--mantine-color-default-border': 'var(--mantine-color-gray-5)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-anchor': 'var(--mantine-color-probity-8)',
  },
  dark: {},
});
