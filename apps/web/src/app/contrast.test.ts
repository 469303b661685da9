import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, over } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // the grey the issue measured: Mantine's gray.6 on its gray.0 page background
    expect(contrastRatio('#868e96', '#f8f9fa')).toBeCloseTo(3.15, 2);
    expect(contrastRatio('#f03e3e', '#f8f9fa')).toBeCloseTo(3.65, 2); // the red overdue dates
    expect(luminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('paints a tint over a background', () => {
    expect(over('#000000', 0.1, '#ffffff')).toBe('#e6e6e6');
    expect(() => over('red', 0.1, '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('the palette passes WCAG AA', () => {
  it.each(CONTRAST_PAIRS)('$use', ({ fg, bg, min }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});
