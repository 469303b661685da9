// The names of a save's item parts, apart from their schemas (save.ts): the web app needs the names on every
// estate page, and importing them from save.ts built every save and create-estate schema as the page loaded.

/** Item parts of a save, in the order the server applies them (referenced parts first). */
export const ITEM_PART_NAMES = [
  'contacts',
  'heirs',
  'assets',
  'debts',
  'exec_expenses',
  'exec_log',
  'locs',
  'txacts',
  'bank_downloads',
] as const;
export type ItemPart = (typeof ITEM_PART_NAMES)[number];
