/**
 * The estate archive (issue 41): one `.probity` file, a zip, that carries an estate out of one installation and
 * into another. `estate.json` is the manifest below; every attached file sits under `files/` with its SHA-256 in
 * the manifest; the reports (inventory, accounting of the whole administration) are PDFs under `reports/`, and the
 * ledger is `ledger.journal` (ledger-cli / hledger). The JSON Schema published in docs/archive-format.md is
 * generated from these schemas (archiveJsonSchema), so the document and the code cannot drift apart.
 */
import { z } from 'zod';
import { FILE_ENTITY_TYPES } from '../api/files.ts';
import { ZWorkingCopy } from '../entities/working-copy.ts';
import { ZTaskState } from '../tasks/schema.ts';
import { ARCHIVE_FORMAT, ARCHIVE_JOURNAL } from './archive-constants.ts';

const ZSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('SHA-256 of the bytes, lower-case hex.');
/** A path inside the zip: no absolute path, no `..`, no backslash (a zip can name any path; we read only ours). */
const ZZipPath = z
  .string()
  .max(300)
  .regex(/^(files|reports)\/[^/\\]+$/)
  .refine((p) => !p.includes('..'), 'no parent paths');

export const ZArchiveFile = z.object({
  path: ZZipPath.describe('Where the bytes are in the zip (files/...).'),
  file_name: z.string().min(1).max(255).describe('The name the user gave the file.'),
  size: z.number().int().min(0).describe('Bytes.'),
  sha256: ZSha256,
  kind: z.string().max(40).describe('What the bytes were recognised as when uploaded (pdf, png, ...).'),
  entity_type: z
    .enum(FILE_ENTITY_TYPES)
    .nullable()
    .describe('What the file is attached to; null: the estate.'),
  entity_id: z
    .string()
    .max(64)
    .nullable()
    .describe(
      "The item's id in `estate` (or the task's number); null for an estate, decedent or estate slot file.",
    ),
  prop: z
    .string()
    .max(40)
    .nullable()
    .describe('The decedent or estate slot (death_cert, will, letters, ...).'),
  heirs: z.boolean().describe('Shared with the heirs.'),
  blob_name: z
    .string()
    .max(120)
    .describe(
      "The file's storage name where it was exported; item file references name it, an import renames them.",
    ),
});
export type ArchiveFile = z.infer<typeof ZArchiveFile>;

export const ZArchiveDocument = z.object({
  path: ZZipPath.describe('Where the document is in the zip (reports/...).'),
  title: z.string().max(200),
  sha256: ZSha256,
});

export const ZArchiveManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z
    .number()
    .int()
    .min(1)
    .describe('The manifest version; an installation reads every version up to its own.'),
  exported_at: z.iso.datetime().describe('When the archive was made (UTC).'),
  source: z.object({
    estate_id: z
      .string()
      .max(64)
      .describe('The estate id where it was exported (an import gives a new one).'),
    revision: z.number().int().min(0).describe("The estate's save revision the archive was read at."),
  }),
  estate: ZWorkingCopy.describe(
    "The estate's facts as the engine reads them: meta, decedent and every item list, with their saved ids. Tax " +
      'numbers are in clear (the archive is the executor’s own copy).',
  ),
  tasks: ZTaskState.describe('The checklist: done, not applicable, hidden and changed tasks, custom tasks.'),
  files: z.array(ZArchiveFile).max(100_000),
  documents: z.array(ZArchiveDocument).max(20).describe('The reports as PDF, for reading without Probity.'),
  journal: z.object({ path: z.literal(ARCHIVE_JOURNAL), sha256: ZSha256 }),
});
export type ArchiveManifest = z.infer<typeof ZArchiveManifest>;

/** The manifest's JSON Schema (draft 2020-12), as published in docs/archive-format.md. */
export const archiveJsonSchema = (): object =>
  z.toJSONSchema(ZArchiveManifest, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' });

/** POST /api/estates/import: the new estate. */
export const ZArchiveImported = z.object({
  id: z.string(),
  label: z.string().describe('Its label: the archive’s, or with " (2)"... when the caller already uses it.'),
  files: z.number().int().describe('Files stored with it.'),
});
