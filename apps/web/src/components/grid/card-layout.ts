/**
 * What a phone's card shows of a row (below 600 px the grid becomes a list of cards): its title and the key
 * figures each tab marks on its columns (`card`), and which rows the quick filter keeps. Pure.
 */
import { formatCell } from './cell-format.ts';
import type { GridColumn } from './types.ts';

/** Narrower than this (CSS px of the viewport), every grid shows cards instead of rows. */
export const CARDS_BELOW_PX = 600;

export interface CardLayout<T> {
  title: GridColumn<T> | undefined;
  figures: GridColumn<T>[];
  aside: GridColumn<T>[];
}

/**
 * The card's title: the column marked `card: 'title'`, else the locked (name) column, else the first text
 * column. Its figures: the columns marked `card: true`, in their order; its side controls: `card: 'aside'`.
 */
export function cardLayout<T>(columns: readonly GridColumn<T>[]): CardLayout<T> {
  const title =
    columns.find((c) => c.card === 'title') ??
    columns.find((c) => c.lockVisible && c.kind === 'text') ??
    columns.find((c) => c.kind === 'text');
  return {
    title,
    figures: columns.filter((c) => c.card === true && c !== title),
    aside: columns.filter((c) => c.card === 'aside' && c.renderCell),
  };
}

/** A column's shown text for a row (computed columns included). */
export function cellText<T>(col: GridColumn<T>, row: T): string {
  const value = col.value ? col.value(row) : (row as Record<string, unknown>)[col.field];
  return formatCell(col, value);
}

/**
 * A card's heading: its title column's text, else the first other text column that has some (a Cashflow plan
 * without a name reads 'Distribution'), else 'Unnamed item'.
 */
export function cardTitle<T>(layout: CardLayout<T>, columns: readonly GridColumn<T>[], row: T): string {
  if (layout.title) {
    const own = cellText(layout.title, row);
    if (own) return own;
  }
  for (const c of columns) {
    if (c.kind !== 'text' || c === layout.title) continue;
    const text = cellText(c, row);
    if (text) return text;
  }
  return 'Unnamed item';
}

/**
 * The rows the quick filter keeps, as the grid's own quick filter does: every word typed must appear, in any
 * case, in the shown text of one of the visible columns.
 */
export function filterRows<T>(
  rows: readonly T[],
  columns: readonly GridColumn<T>[],
  visible: Readonly<Record<string, boolean>>,
  text: string,
): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  const shown = columns.filter((c) => visible[c.field] !== false);
  return rows.filter((r) => {
    const all = shown.map((c) => cellText(c, r).toLowerCase()).join('\n');
    return words.every((w) => all.includes(w));
  });
}
