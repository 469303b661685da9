import type { EstateRow, Exec } from '@probity/db';
import {
  admitSave,
  diffItems,
  type Facts,
  ITEM_PART_NAMES,
  msgItemMissing,
  type SaveParts,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { readFacts } from '../read-estate.ts';
import { checkItemLimits } from './item-limits.ts';

// Parts whose changes the operations rule on, and estate fields that move a figure or a rule.
const RULED_PARTS = ITEM_PART_NAMES.filter((p) => p !== 'bank_downloads');
const RULED_META = [
  'death_date',
  'trust',
  'country_code',
  'state',
  'state_exec',
  'name',
  'tax_year_end',
  'election_645',
] as const;

/** Whether a save can break an estate rule (a label or bank downloads alone cannot). */
export function isRuled(parts: SaveParts): boolean {
  if (RULED_PARTS.some((p) => parts[p] !== undefined)) return true;
  const meta = parts.meta as Record<string, unknown> | undefined;
  const dec = parts.dec as Record<string, unknown> | undefined;
  return RULED_META.some((k) => meta?.[k] !== undefined) || dec !== undefined;
}

/** A change to an item that does not exist is refused by name, as the writer would. */
function checkModsExist(before: Facts, parts: SaveParts): void {
  for (const part of ITEM_PART_NAMES) {
    const list = (before as Record<string, unknown>)[part] as { id: number }[] | undefined;
    const mods = parts[part]?.mod;
    if (!list || !mods?.length) continue;
    const ids = new Set(list.map((x) => x.id));
    const missing = mods.find((m) => !ids.has(m.id));
    if (missing) throw badRequest(msgItemMissing(part, missing.id));
  }
}

/** New items in the order the client sent them (ids are given in that order), any the replay made last. */
function inSentOrder(items: SaveParts, sent: SaveParts): SaveParts {
  for (const part of ITEM_PART_NAMES) {
    const add = items[part]?.add;
    const order = sent[part]?.add;
    if (!add || !order || add.length < 2) continue;
    const rank = new Map(order.map((x, i) => [x.id, i]));
    add.sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
  }
  return items;
}

export interface Admitted {
  /** What the writer stores: the estate fields as sent and the items as the operations leave them. */
  parts: SaveParts;
  /** The estate after the save (temporary ids for new items), or null when the save cannot move a rule. */
  facts: Facts | null;
}

/**
 * One rule check for every write path: the save's changes are replayed through the domain operations on the
 * stored estate (admitSave); a refusal is a 400 with the operation's message and nothing is written.
 */
export async function admitParts(
  tx: Exec,
  estate: EstateRow,
  parts: SaveParts,
  today: string,
  before?: Facts,
): Promise<Admitted> {
  if (!isRuled(parts) && !before) return { parts, facts: null };
  const facts = before ?? (await readFacts(tx, estate.id)).facts;
  checkModsExist(facts, parts);
  checkItemLimits(facts, parts);
  const r = admitSave(facts, parts, today);
  if (r.kind !== 'ok') throw badRequest(r.msg);
  const kept = { meta: parts.meta, dec: parts.dec, bank_downloads: parts.bank_downloads };
  const stored = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
  const items = diffItems(facts, r.facts);
  return { parts: { ...stored, ...inSentOrder(items, parts) } as SaveParts, facts: r.facts };
}
