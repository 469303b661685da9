// A calm, professional look: deep teal accents on soft neutrals, a serif for headings to feel like a record.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const probity: MantineColorsTuple = [
  '#eaf6f6',
  '#d8eaeb',
  '#aed4d6',
  '#82bdc0',
  '#5ea9ad',
  '#489ca1',
  '#3b969b',
  '#2c8287',
  '#1f7378',
  '#005f64',
];

export const theme = createTheme({
  primaryColor: 'probity',
  primaryShade: 8,
  colors: { probity },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", serif',
    fontWeight: '600',
  },
  components: {
    Modal: { defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.4, blur: 1 } } },
    Card: { defaultProps: { shadow: 'xs' } },
    // Mantine keeps a closed picker's options in the page by default; with a thousand assets every estate edit
    // then redrew thousands of hidden options. Closed pickers hold none.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    MultiSelect: { defaultProps: { comboboxProps: { keepMounted: false } } },
    Autocomplete: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
