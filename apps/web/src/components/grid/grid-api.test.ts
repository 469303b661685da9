import { describe, expect, it } from 'vitest';
import { mayTakeFocus } from './grid-api.ts';

// Stand-ins for DOM elements: only `closest('[row-id]')` is asked (a grid cell has a row around it).
const el = (inRow: boolean) => ({ closest: () => (inRow ? {} : null) }) as unknown as Element;
const body = el(false);

describe('mayTakeFocus (the reveal of an added or preselected row)', () => {
  it('takes the focus when nothing holds it (a dialog has just closed, the page has just loaded)', () => {
    expect(mayTakeFocus(body, body, body, false)).toBe(true);
    expect(mayTakeFocus(null, null, body, false)).toBe(true);
  });

  it('takes it from the toolbar button that added the row while it is still there', () => {
    const add = el(false);
    expect(mayTakeFocus(add, add, body, false)).toBe(true);
  });

  it('leaves a cell editor open: a double-click on another row right after an add wins', () => {
    expect(mayTakeFocus(body, body, body, true)).toBe(false);
    const input = el(true);
    expect(mayTakeFocus(input, body, body, true)).toBe(false);
  });

  it('leaves the focus where the user has put it since: another cell, or a field outside the grid', () => {
    expect(mayTakeFocus(el(true), body, body, false)).toBe(false);
    expect(mayTakeFocus(el(false), body, body, false)).toBe(false);
    const cell = el(true);
    expect(mayTakeFocus(cell, cell, body, false)).toBe(false);
  });
});
