import { MantineProvider } from '@mantine/core';
import { MSG_SELECT_ITEM_FIRST } from '@probity/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GridSelection } from './selection.ts';
import { MSG_SELECT_CARD_FIRST } from './selection.ts';
import { GridSelectionContext, SelectionButton, type SelectionButtonProps } from './selection-button.tsx';

const render = (selection: GridSelection | null, props: Partial<SelectionButtonProps> = {}) =>
  renderToStaticMarkup(
    <MantineProvider>
      <GridSelectionContext.Provider value={selection}>
        <SelectionButton onClick={() => {}} data-testid="asset-sell" {...props}>
          Sell
        </SelectionButton>
      </GridSelectionContext.Provider>
    </MantineProvider>,
  );

/** The button's attributes and the text of the element its aria-describedby names. */
function parse(html: string) {
  const button = /<button\b([^>]*)>/.exec(html)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(button)?.[1];
  const describedBy = attr('aria-describedby');
  const described = describedBy
    ? new RegExp(`id="${describedBy.replace(/[^\w-]/g, (c) => `\\${c}`)}"[^>]*>([^<]*)<`).exec(html)?.[1]
    : undefined;
  return {
    ariaDisabled: attr('aria-disabled'),
    dataDisabled: attr('data-disabled'),
    disabled: /\sdisabled(=|\s|$)/.test(button),
    testId: attr('data-testid'),
    described,
  };
}

describe('SelectionButton', () => {
  it('nothing selected on a laptop: aria-disabled, focusable (no disabled attribute), the reason described', () => {
    const b = parse(render({ count: 0, cards: false }));
    expect(b).toEqual({
      ariaDisabled: 'true',
      dataDisabled: 'true',
      disabled: false,
      testId: 'asset-sell',
      described: MSG_SELECT_ITEM_FIRST,
    });
  });

  it("nothing selected on a phone's cards: the reason names the card's checkbox", () => {
    expect(parse(render({ count: 0, cards: true })).described).toBe(MSG_SELECT_CARD_FIRST);
  });

  it('an action on one item with three selected says to select only one', () => {
    const b = parse(render({ count: 3, cards: false }, { need: 'one' }));
    expect(b.ariaDisabled).toBe('true');
    expect(b.described).toBe('This works on one item at a time: select only one (3 are selected)');
  });

  it('enabled once the selection suits it, with no reason left in the page', () => {
    for (const [sel, need] of [
      [{ count: 1, cards: false }, 'one'],
      [{ count: 3, cards: true }, 'some'],
    ] as const) {
      const html = render(sel, { need });
      expect(parse(html)).toEqual({
        ariaDisabled: undefined,
        dataDisabled: undefined,
        disabled: false,
        testId: 'asset-sell',
        described: undefined,
      });
      expect(html).not.toContain('First select');
    }
  });

  it('outside a grid it is never blocked', () => {
    expect(parse(render(null)).ariaDisabled).toBeUndefined();
  });
});
