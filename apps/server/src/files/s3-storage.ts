import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStoreConfig } from '../runtime/config.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { BLOB_NAME, SNIFF_BYTES } from './storage.ts';

type S3Config = Extract<FileStoreConfig, { driver: 's3' }>;

const absent = (e: unknown) =>
  e instanceof NotFound ||
  e instanceof NoSuchKey ||
  (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404);

const checked = (blob: string) => {
  if (!BLOB_NAME.test(blob)) throw new Error('bad blob name');
  return blob;
};

/**
 * The S3 driver (AWS S3, MinIO, Cloudflare R2, any S3-compatible store): the browser PUTs and GETs through
 * presigned URLs, so file bytes never pass through the app; the app reads them back once to check and hash them.
 * Downloads are presigned with an attachment disposition and the type the content was sniffed as.
 */
export function s3Storage(c: S3Config): FileStorage {
  const s3 = new S3Client({
    region: c.region,
    endpoint: c.endpoint,
    forcePathStyle: c.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible stores (MinIO, R2, s3rver) differ on the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      c.accessKeyId && c.secretAccessKey
        ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey }
        : undefined,
  });
  const Bucket = c.bucket;
  return {
    kind: 's3',
    async putUrl(blob, contentType, ttl) {
      const cmd = new PutObjectCommand({ Bucket, Key: checked(blob), ContentType: contentType });
      return {
        url: await getSignedUrl(s3, cmd, { expiresIn: ttl }),
        headers: { 'Content-Type': contentType },
      };
    },
    async getUrl(blob, downloadName, ttl, contentType) {
      const cmd = new GetObjectCommand({
        Bucket,
        Key: checked(blob),
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(s3, cmd, { expiresIn: ttl });
    },
    async stat(blob) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: checked(blob) }));
        const size = head.ContentLength ?? 0;
        if (size === 0) return { size, head: new Uint8Array() };
        const first = await s3.send(
          new GetObjectCommand({ Bucket, Key: blob, Range: `bytes=0-${Math.min(size, SNIFF_BYTES) - 1}` }),
        );
        return { size, head: (await first.Body?.transformToByteArray()) ?? new Uint8Array() };
      } catch (e) {
        if (absent(e)) return null;
        throw e;
      }
    },
    async write(blob, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: checked(blob), Body: bytes, ContentType: contentType }),
      );
    },
    async read(blob) {
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket, Key: checked(blob) }));
        const bytes = await got.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
      } catch (e) {
        if (absent(e)) return null;
        throw e;
      }
    },
    async remove(blobs) {
      // DeleteObjects takes up to 1000 keys; absent keys count as deleted.
      for (let i = 0; i < blobs.length; i += 1000) {
        const Objects = blobs.slice(i, i + 1000).map((b) => ({ Key: checked(b) }));
        await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
