/**
 * Remembered column visibility, per user and grid, in localStorage. Only the user's choices are stored
 * (field -> visible), so a column added to a grid later still gets its default.
 */
import type { GridColumn } from './types.ts';

/** The slice of Storage we use (localStorage in the browser, a Map-backed fake in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export type Visibility = Record<string, boolean>;

const VERSION = 1;

export function columnStateKey(gridId: string, userId: string | number | null | undefined): string {
  return `probity.grid.v${VERSION}.${userId ?? 'anonymous'}.${gridId}`;
}

/** The user's stored choices; {} when nothing (or something unreadable) is stored. */
export function loadChoices(store: KeyValueStore | null, key: string): Visibility {
  try {
    const raw = store?.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Visibility = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'boolean') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

export function saveChoices(store: KeyValueStore | null, key: string, choices: Visibility): void {
  try {
    store?.setItem(key, JSON.stringify(choices));
  } catch {
    // Storage full or blocked (private mode): visibility then lasts for this page only.
  }
}

/** Effective visibility of every column: stored choice, else the column's default; locked ones always show. */
export function resolveVisibility<T>(columns: readonly GridColumn<T>[], choices: Visibility): Visibility {
  const out: Visibility = {};
  for (const c of columns) out[c.field] = c.lockVisible ? true : (choices[c.field] ?? !c.hidden);
  return out;
}

/** New choices after the user sets one column; a choice equal to the default is dropped. */
export function setChoice<T>(
  columns: readonly GridColumn<T>[],
  choices: Visibility,
  field: string,
  visible: boolean,
): Visibility {
  const col = columns.find((c) => c.field === field);
  if (!col || col.lockVisible) return choices;
  const next = { ...choices };
  if (visible === !col.hidden) delete next[field];
  else next[field] = visible;
  return next;
}

export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
