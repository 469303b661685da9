import { z } from 'zod';

/**
 * What a file can be attached to (docs/api.md, Files): an item of a part (entity_id its id), a decedent or estate
 * slot (entity_id the estate's id, prop the slot) or a task (entity_id its number). No entity: an estate file.
 */
export const FILE_ITEM_TYPES = [
  'assets',
  'debts',
  'heirs',
  'contacts',
  'txacts',
  'exec_expenses',
  'exec_log',
] as const;
export const FILE_SLOTS = {
  dec: ['death_cert', 'funeral', 'will', 'organizing'],
  estate: ['letters', 'exec'],
} as const;
export const FILE_ENTITY_TYPES = [...FILE_ITEM_TYPES, 'dec', 'estate', 'tasks'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

/** POST /api/estate/{id}/file: ask for an upload slot (or, with ?undo=true&blob_name=, give one back). */
export const ZFileAsk = z.object({
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(255).optional(),
  entity_type: z.enum(FILE_ENTITY_TYPES).optional(),
  entity_id: z.union([z.string().max(64), z.number().int()]).optional(),
  prop: z.string().max(40).optional(),
});
export type FileAsk = z.infer<typeof ZFileAsk>;

export const ZFileQuery = z.object({
  want: z.enum(['blob_data', 'all_blob_data', 'prop_blob_data', 'blob_url']).optional(),
  blob_names: z.string().max(8000).optional(),
  blob_name: z.string().max(120).optional(),
  undo: z.enum(['true']).optional(),
});

/** The slot: PUT the bytes to url with these headers. */
export const ZFileSlot = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  blob_name: z.string(),
});

/** One stored file as the lists answer it (size in bytes, type the extension). */
export const ZFileOut = z.object({
  file_name: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  kind: z.string(),
  sha256: z.string(),
  attached: z.boolean(),
  entity_type: z.enum(FILE_ENTITY_TYPES).nullable(),
  entity_id: z.string().nullable(),
  prop: z.string().nullable(),
  created_at: z.string(),
  /** Shared with the heirs: beneficiaries list and download it. */
  heirs: z.boolean(),
});
export type FileOut = z.infer<typeof ZFileOut>;

export const ZFileList = z.object({
  files: z.array(ZFileOut),
  /** Bytes the estate holds and its limit (the licence tier's). */
  storage_bytes: z.number().int(),
  storage_limit: z.number().int(),
});
export type FileList = z.infer<typeof ZFileList>;

export const ZFileUrl = z.object({ url: z.string(), file_name: z.string() });
export const ZFileDeleted = z.object({ deleted: z.array(z.string()), storage_bytes: z.number().int() });

/** PUT /api/estate/{id}/file: share stored files with the heirs, or stop (answers the names changed). */
export const ZFileHeirsIn = z.object({
  blob_names: z.array(z.string().max(120)).min(1).max(1000),
  heirs: z.boolean(),
});
export const ZFileHeirsOut = z.object({ changed: z.array(z.string()) });

/** GET /api/estate/{id}/heir-files: the files shared with the heirs (with ?blob_name=, one's download URL). */
export const ZHeirFilesQuery = z.object({ blob_name: z.string().max(120).optional() });
export const ZHeirFile = ZFileOut.pick({
  file_name: true,
  name: true,
  size: true,
  type: true,
  sha256: true,
  created_at: true,
});
export type HeirFile = z.infer<typeof ZHeirFile>;
export const ZHeirFiles = z.object({ files: z.array(ZHeirFile) });
