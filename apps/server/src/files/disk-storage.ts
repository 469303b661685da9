import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, SignedUrl } from '../runtime/ports.ts';
import { BLOB_NAME, SNIFF_BYTES } from './storage.ts';

/**
 * The disk driver: blobs under root, reached through URLs the app itself serves (/blob/...), each signed with
 * a short-lived HMAC over method, blob name, expiry and download name. A signature opens exactly one blob for
 * one method, so the URL needs no session and nothing else is reachable through it.
 */
export type DiskSignature = { method: 'PUT' | 'GET'; blob: string; exp: number; name: string };

export type DiskStorage = FileStorage & {
  kind: 'disk';
  verify(q: Record<string, string | undefined>, method: 'PUT' | 'GET', blob: string): DiskSignature | null;
  pathOf(blob: string): string;
};

export function diskStorage(opts: {
  root: string;
  baseURL: string;
  secret: string;
  now?: () => number;
}): DiskStorage {
  const now = opts.now ?? Date.now;
  const sign = (s: DiskSignature) =>
    crypto
      .createHmac('sha256', opts.secret)
      .update(`${s.method}\n${s.blob}\n${s.exp}\n${s.name}`)
      .digest('base64url');
  const pathOf = (blob: string) => {
    if (!BLOB_NAME.test(blob)) throw new Error('bad blob name');
    return path.join(opts.root, blob);
  };
  const signedUrl = (s: DiskSignature) => {
    const q = new URLSearchParams({ exp: String(s.exp), sig: sign(s) });
    if (s.name) q.set('name', s.name);
    return `${opts.baseURL}/blob/${s.blob}?${q}`;
  };
  const expIn = (ttl: number) => Math.floor(now() / 1000) + ttl;

  return {
    kind: 'disk',
    pathOf,
    async putUrl(blob, contentType, ttl): Promise<SignedUrl> {
      pathOf(blob);
      return {
        url: signedUrl({ method: 'PUT', blob, exp: expIn(ttl), name: '' }),
        // The app's CSRF check asks every PUT for X-Probity (plugins/csrf.ts); S3 would not need it.
        headers: { 'Content-Type': contentType, 'X-Probity': '1' },
      };
    },
    async getUrl(blob, downloadName, ttl) {
      pathOf(blob);
      return signedUrl({ method: 'GET', blob, exp: expIn(ttl), name: downloadName });
    },
    verify(q, method, blob) {
      if (!BLOB_NAME.test(blob)) return null;
      const exp = Number(q.exp);
      if (!Number.isInteger(exp) || exp < now() / 1000 || typeof q.sig !== 'string') return null;
      const s: DiskSignature = { method, blob, exp, name: q.name ?? '' };
      const want = Buffer.from(sign(s));
      const given = Buffer.from(q.sig);
      return want.length === given.length && crypto.timingSafeEqual(want, given) ? s : null;
    },
    async stat(blob) {
      try {
        const fh = await fs.open(pathOf(blob), 'r');
        try {
          const { size } = await fh.stat();
          const head = new Uint8Array(Math.min(size, SNIFF_BYTES));
          await fh.read(head, 0, head.length, 0);
          return { size, head };
        } finally {
          await fh.close();
        }
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async write(blob, bytes) {
      const file = pathOf(blob);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async read(blob) {
      try {
        return await fs.readFile(pathOf(blob));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(blobs) {
      await Promise.all(blobs.map((b) => fs.rm(pathOf(b), { force: true })));
    },
  };
}

/** Writes a blob from a stream of chunks, refusing more than maxBytes (the partial file is removed). */
export async function writeBlobCapped(
  file: string,
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<{ ok: true; size: number } | { ok: false }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.part-${crypto.randomBytes(4).toString('hex')}`;
  const fh = await fs.open(tmp, 'w', 0o600);
  let size = 0;
  try {
    for await (const c of chunks) {
      size += c.length;
      if (size > maxBytes) {
        await fh.close();
        await fs.rm(tmp, { force: true });
        return { ok: false };
      }
      await fh.write(c);
    }
    await fh.close();
    await fs.rename(tmp, file);
    return { ok: true, size };
  } catch (e) {
    await fh.close().catch(() => {});
    await fs.rm(tmp, { force: true });
    throw e;
  }
}
