/** File attachment rules (docs/api.md, Files): sizes, storage by licence tier, refusals. */

export const MB = 1024 * 1024;
/** Largest single file. */
export const MAX_FILE_BYTES = 30 * MB;
/** The file input is removed after this long. */
export const FILE_INPUT_TTL_MS = 120_000;

/** Licence tiers held in estate meta lic_extra (stored numbers: never renumber). */
export const LIC_TIER = { standard: 0, premium: 1, ultimate: 2, special: 3 } as const;
export type LicTier = keyof typeof LIC_TIER;

const STORAGE_BY_TIER: Record<LicTier, number> = {
  standard: 100 * MB,
  premium: 5 * 1024 * MB,
  ultimate: 20 * 1024 * MB,
  special: 100 * MB,
};

/** The tier named by a lic_extra value; an unknown or empty value is the standard tier. */
export function licTierOf(licExtra: number | null | undefined): LicTier {
  const hit = (Object.keys(LIC_TIER) as LicTier[]).find((t) => LIC_TIER[t] === licExtra);
  return hit ?? 'standard';
}

/** Storage an estate may hold, in bytes. */
export function storageLimitBytes(licExtra: number | null | undefined): number {
  return STORAGE_BY_TIER[licTierOf(licExtra)];
}

// File messages, kept word for word (clients and tests match them)
export const MSG_FILE_TOO_LARGE = 'File too large: maximum 30 MBs';
export const MSG_FILE_DOWNLOAD_PROBLEM = 'Problem downloading file';
export const msgCouldNotUpload = (file: string): string => `Could not upload ${file}`;
export const MSG_NO_FILES = 'No files found';
export const MSG_FILE_REFUND_DEPOSITS =
  'You can attach files to individual refund deposits on the Cashflow tab';
export const MSG_FILE_ITEM_DELETED =
  'You have deleted the associated item and this file will be permanently removed at next Save';
export const MSG_FILE_NOT_ATTACHED = 'Selected file is not attached to any item';
export const MSG_FILE_SAVE_FIRST = 'You must save the estate before you can attach a file here';
export const MSG_FILE_DELETE_CONFIRM = 'Are you sure you want to delete the selected file(s)?';
export const MSG_SAMPLE_NO_FILES = 'You cannot attach files to the Sample estate';
// Refusals of the checks on what arrived and who sends it
export const MSG_FILE_VIEW_ONLY = 'You have view-only access, so you cannot add or remove files.';
export const MSG_FILE_TYPE_MISMATCH =
  'This file does not look like a document or picture, so it was not stored.';
export const MSG_FILE_SIZE_MISMATCH =
  'The file that arrived was not the size announced, so it was not stored.';

/** Codes the file routes answer (501 storage full: the client opens the storage dialog). */
export const FILE_CODE = { storageFull: 501 } as const;

export type UploadAsk = { name: string; size: number };
export type UploadContext = {
  usedBytes: number;
  licExtra: number | null | undefined;
  sample: boolean;
  viewOnly: boolean;
  /** For item files: the item's id; a temporary id (negative or missing) means the item is not saved yet. */
  itemId?: number | string | null;
  itemFile?: boolean;
};
export type UploadRefusal = { msg: string; code?: number };

/** Why a requested upload slot is refused, or null when it may go ahead. */
export function uploadRefusal(ask: UploadAsk, ctx: UploadContext): UploadRefusal | null {
  if (ctx.sample) return { msg: MSG_SAMPLE_NO_FILES };
  if (ctx.viewOnly) return { msg: MSG_FILE_VIEW_ONLY };
  if (ctx.itemFile && !savedItemId(ctx.itemId)) return { msg: MSG_FILE_SAVE_FIRST };
  if (!Number.isInteger(ask.size) || ask.size < 0) return { msg: MSG_FILE_SIZE_MISMATCH };
  if (ask.size >= MAX_FILE_BYTES) return { msg: MSG_FILE_TOO_LARGE };
  if (ctx.usedBytes + ask.size > storageLimitBytes(ctx.licExtra)) {
    return { msg: 'Storage full', code: FILE_CODE.storageFull };
  }
  return null;
}

function savedItemId(id: number | string | null | undefined): boolean {
  if (id === null || id === undefined || id === '') return false;
  const n = Number(id);
  return Number.isFinite(n) ? n > 0 : true;
}
