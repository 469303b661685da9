import crypto from 'node:crypto';
import {
  deleteFiles,
  type EstateFileRow,
  existingIds,
  filesBytes,
  findFile,
  insertFileSlot,
  listFiles,
} from '@probity/db';
import {
  extensionOf,
  type FILE_ITEM_TYPES,
  FILE_SLOTS,
  type FileAsk,
  type FileOut,
  MSG_FILE_DOWNLOAD_PROBLEM,
  MSG_FILE_SAVE_FIRST,
  MSG_FILE_VIEW_ONLY,
  MSG_SAMPLE_NO_FILES,
  mimeOfKind,
  type SniffedKind,
  storageLimitBytes,
  uploadMediaType,
  uploadRefusal,
  ZEstateParams,
  ZFileAsk,
  ZFileDeleted,
  ZFileList,
  ZFileQuery,
  ZFileSlot,
  ZFileUrl,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { badRequest, fail, notFound, ok } from '../http/http-error.ts';
import { SLOT_TTL_SECONDS, tidyEstateFiles } from './settle-upload.ts';
import type { FileStorage } from './storage.ts';

/** A download URL lives this long: long enough to start, too short to pass around. */
const URL_TTL_SECONDS = 5 * 60;
const namesOf = (list?: string) => (list ?? '').split(',').filter(Boolean);

export const fileOut = (r: EstateFileRow): FileOut => ({
  file_name: encodeURIComponent(r.file_name),
  name: r.blob_name,
  size: r.size,
  type: extensionOf(r.file_name),
  kind: r.kind,
  sha256: r.sha256,
  attached: r.entity_type !== null,
  entity_type: r.entity_type as FileOut['entity_type'],
  entity_id: r.entity_id,
  prop: r.prop,
  created_at: r.created_at.toISOString(),
});

/**
 * The file protocol (docs/api.md, Files) over either storage driver: POST asks for an upload slot (or gives
 * one back with ?undo=true), the browser PUTs the bytes to the slot's URL, GET lists files or hands out a
 * download URL, DELETE removes files at once. Bytes count as stored only once checked (settle-upload.ts).
 */
export function fileRoutes(root: FastifyInstance, store: FileStorage): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.ctx;

  /** Who may change files: the estate's owner and editors (the Sample estate and view-only users get their own words). */
  const fileWriter = (req: FastifyRequest, id: string) =>
    writeAccess(root.ctx, req, id, { sample: MSG_SAMPLE_NO_FILES, view: MSG_FILE_VIEW_ONLY });

  /** The item or slot a file goes on must exist and be saved; its id as stored (null for an estate file). */
  const entityIdOf = async (estateId: string, ask: FileAsk): Promise<string | null> => {
    const t = ask.entity_type;
    if (t === undefined) return null;
    if (t === 'dec' || t === 'estate') {
      if (!(FILE_SLOTS[t] as readonly string[]).includes(ask.prop ?? ''))
        throw badRequest(MSG_FILE_SAVE_FIRST);
      return estateId;
    }
    const n = Number(ask.entity_id);
    if (!Number.isInteger(n) || n <= 0) throw badRequest(MSG_FILE_SAVE_FIRST);
    if (t === 'tasks') return String(n);
    const part = t as (typeof FILE_ITEM_TYPES)[number];
    if (!(await existingIds(db, part, estateId, [n])).has(n)) throw badRequest(MSG_FILE_SAVE_FIRST);
    return String(n);
  };

  app.post(
    '/api/estate/:id/file',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZFileQuery,
        body: ZFileAsk,
        response: okAnswers(z.union([ZFileSlot, z.object({ blob_name: z.string() })])),
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const access = await fileWriter(req, id);
      if (req.query.undo) {
        // A failed upload gives its slot back: the row and whatever bytes arrived go.
        const row = await findFile(db, req.query.blob_name ?? '');
        if (row?.estate_id === id && row.status === 'pending') {
          await store.remove([row.blob_name]);
          await deleteFiles(db, id, [row.blob_name]);
        }
        return ok({ blob_name: req.query.blob_name ?? '' });
      }
      const ask = req.body;
      const entityId = await entityIdOf(id, ask);
      await tidyEstateFiles(db, store, id);
      const refusal = uploadRefusal(ask, {
        usedBytes: await filesBytes(db, id),
        licExtra: access.estate.lic_extra,
        sample: false,
        viewOnly: false,
      });
      if (refusal?.code) return reply.status(413).send(fail(refusal.code, refusal.msg));
      if (refusal) throw badRequest(refusal.msg);
      const blob_name = `${id}/${crypto.randomBytes(16).toString('hex')}`;
      await insertFileSlot(db, {
        blob_name,
        estate_id: id,
        file_name: ask.name,
        size: ask.size,
        entity_type: ask.entity_type ?? null,
        entity_id: entityId,
        prop: ask.prop ?? null,
      });
      const put = await store.putUrl(blob_name, uploadMediaType(ask.type, ask.name), SLOT_TTL_SECONDS);
      return ok({ url: put.url, headers: put.headers, blob_name });
    },
  );

  app.get(
    '/api/estate/:id/file',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZFileQuery,
        response: okAnswers(z.union([ZFileUrl, ZFileList])),
      },
    },
    async (req) => {
      const id = req.params.id;
      const { estate, role } = await readAccess(root.ctx, req, id);
      const q = req.query;
      if (role !== 'sample') await tidyEstateFiles(db, store, id);
      if (q.want === 'blob_url') {
        const row = await findFile(db, q.blob_name ?? '');
        if (row?.estate_id !== id || row.status !== 'stored') throw notFound(MSG_FILE_DOWNLOAD_PROBLEM);
        const type = mimeOfKind(row.kind as SniffedKind);
        const url = await store.getUrl(row.blob_name, row.file_name, URL_TTL_SECONDS, type);
        return ok({ url, file_name: row.file_name });
      }
      const picked = q.want === 'prop_blob_data' ? namesOf(q.blob_names) : undefined;
      const rows = await listFiles(db, id, 'stored', picked);
      // blob_data: the estate's own files; all_blob_data and prop_blob_data: attached ones too.
      const shown =
        q.want === undefined || q.want === 'blob_data' ? rows.filter((r) => !r.entity_type) : rows;
      return ok({
        files: shown.map(fileOut),
        storage_bytes: await filesBytes(db, id),
        storage_limit: storageLimitBytes(estate.lic_extra),
      });
    },
  );

  app.delete(
    '/api/estate/:id/file',
    { schema: { params: ZEstateParams, querystring: ZFileQuery, response: okAnswers(ZFileDeleted) } },
    async (req) => {
      const id = req.params.id;
      await fileWriter(req, id);
      const picked = await listFiles(db, id, 'stored', namesOf(req.query.blob_names));
      const blobs = picked.map((r) => r.blob_name);
      // Row first: a file whose bytes could not be removed is gone for the user and retried by no one, which
      // beats a listed file whose bytes are gone.
      const deleted = await deleteFiles(db, id, blobs);
      await store.remove(deleted);
      return ok({ deleted, storage_bytes: await filesBytes(db, id) });
    },
  );
}
