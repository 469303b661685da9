import { describe, expect, it } from 'vitest';
import { isMasked, maskSecret } from './secret.ts';

describe('maskSecret', () => {
  it('keeps the last four letters or digits and the punctuation, hides the rest', () => {
    expect(maskSecret('123-45-6789')).toBe('•••-••-6789');
    expect(maskSecret('123 456 789')).toBe('••• ••6 789');
    expect(maskSecret('12-3456789')).toBe('••-•••6789');
    expect(maskSecret('AB123456C')).toBe('•••••456C');
  });

  it('leaves a value of four characters or fewer as it is, and empty empty', () => {
    expect(maskSecret('6789')).toBe('6789');
    expect(maskSecret('12')).toBe('12');
    expect(maskSecret('')).toBe('');
  });

  it('tells a mask from a number someone typed', () => {
    expect(isMasked(maskSecret('123-45-6789'))).toBe(true);
    expect(isMasked('123-45-6789')).toBe(false);
    expect(isMasked(maskSecret('6789'))).toBe(false);
  });
});
