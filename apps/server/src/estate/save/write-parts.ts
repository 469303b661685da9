import {
  deleteItems,
  type EstateRow,
  type ItemRow,
  type ItemTableName,
  insertItems,
  isLabelConflict,
  type Tx,
  updateDecedent,
  updateEstate,
  updateItem,
} from '@probity/db';
import {
  type DecPatch,
  emptyTaskState,
  ITEM_PART_NAMES,
  type MetaPatch,
  msgItemMissing,
  msgLabelTaken,
  type SaveParts,
  TASK_STATE_KEYS,
  taskStateFields,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { checkNoDangling, checkRefs, remapRefs } from './item-refs.ts';
import { keepMaskedSecrets } from './keep-masked-secrets.ts';
import { type IdMap, reserveNewIds } from './temp-ids.ts';

type Row = Record<string, unknown>;

/**
 * An owner's labels are unique by the database's own index (estates_owner_label_uq): its refusal of `write`,
 * caught here, is the check, so a save does not ask first (one round trip fewer on every save of the label).
 */
export async function labelChecked<T>(meta: MetaPatch, write: (meta: MetaPatch) => Promise<T>): Promise<T> {
  const label = meta.label?.trim();
  try {
    return await write(label === undefined ? meta : { ...meta, label });
  } catch (e) {
    if (label && isLabelConflict(e)) throw badRequest(msgLabelTaken(label));
    throw e;
  }
}

async function writeMeta(tx: Tx, estate: EstateRow, meta: MetaPatch): Promise<void> {
  await labelChecked(meta, (m) => updateEstate(tx, estate.id, withCountryReset(estate, m)));
}

/**
 * Companion §4.1: a country change starts the task set afresh. The web app sends the reset itself; a client that
 * changes only country_code gets it here, so the stored flags never describe the other country's tasks.
 */
function withCountryReset(estate: EstateRow, meta: MetaPatch): MetaPatch {
  const changed = meta.country_code !== undefined && meta.country_code !== estate.country_code;
  if (!changed || TASK_STATE_KEYS.some((k) => k in meta)) return meta;
  return { ...meta, ...taskStateFields(emptyTaskState()) } as MetaPatch;
}

/** The decedent's name and death date are the estate's own columns (one copy); the rest is the decedent row. */
async function writeDec(tx: Tx, estateId: string, dec: DecPatch): Promise<void> {
  const { name, death_date, ...rest } = dec;
  const onEstate = Object.fromEntries(
    Object.entries({ name, death_date }).filter(([, v]) => v !== undefined),
  );
  await updateEstate(tx, estateId, onEstate);
  if (Object.keys(rest).length > 0) await updateDecedent(tx, estateId, rest);
}

async function writeItems(tx: Tx, estateId: string, part: ItemTableName, parts: SaveParts, map: IdMap) {
  const changes = parts[part];
  if (!changes) return [];
  await deleteItems(tx, part, estateId, changes.del);
  const written: Row[] = [];
  for (const mod of changes.mod) {
    const { id, ...patch } = remapRefs(part, mod, map) as ItemRow;
    if (!(await updateItem(tx, part, estateId, id, patch))) throw badRequest(msgItemMissing(part, id));
    written.push(patch);
  }
  const rows = changes.add.map((item) => ({ ...remapRefs(part, item, map), id: map.get(item.id) as number }));
  await insertItems(tx, part, estateId, rows);
  return [...written, ...rows];
}

/**
 * Applies every part of a save inside the caller's transaction: meta, decedent, then the item parts with
 * referenced parts first, new ids reserved up front so references across parts map in one pass.
 */
export async function writeParts(tx: Tx, estate: EstateRow, sent: SaveParts): Promise<IdMap> {
  const parts = await keepMaskedSecrets(tx, estate.id, sent);
  const map = await reserveNewIds(tx, parts);
  if (parts.meta) await writeMeta(tx, estate, parts.meta);
  if (parts.dec) await writeDec(tx, estate.id, parts.dec);
  const written: Partial<Record<ItemTableName, Row[]>> = {};
  for (const part of ITEM_PART_NAMES) written[part] = await writeItems(tx, estate.id, part, parts, map);
  await checkRefs(tx, estate.id, written);
  await checkNoDangling(tx, estate.id, parts);
  return map;
}
