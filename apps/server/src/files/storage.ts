/**
 * One interface for file bytes, two drivers: local disk under DATA_DIR/files (the default) and S3-compatible
 * object storage (s3-storage.ts). Uploads and downloads go through short-lived signed URLs so the browser
 * sends bytes straight to the store; the routes only hand out slots and record what arrived.
 */
export type SignedUrl = { url: string; headers: Record<string, string> };

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** A URL the browser may PUT exactly this blob's bytes to, valid for ttlSeconds. */
  putUrl(blobName: string, contentType: string, ttlSeconds: number): Promise<SignedUrl>;
  /** A URL that serves this blob as an attachment named downloadName, of contentType, valid for ttlSeconds. */
  getUrl(blobName: string, downloadName: string, ttlSeconds: number, contentType: string): Promise<string>;
  /** Size in bytes and the first bytes of a stored blob (for sniffing and checks), or null when absent. */
  stat(blobName: string): Promise<{ size: number; head: Uint8Array } | null>;
  /** The whole blob (for hashing, export); null when absent. */
  read(blobName: string): Promise<Buffer | null>;
  /** Removes the blobs; absent ones are ignored. */
  remove(blobNames: readonly string[]): Promise<void>;
}

/** Blob names are ours, never the user's file name: estate id, then a random id. */
export const BLOB_NAME = /^[0-9a-zA-Z_-]{1,64}\/[0-9a-f]{32}$/;

/** How many first bytes stat() returns: enough to tell a PDF, a picture or a program apart (sniff.ts). */
export const SNIFF_BYTES = 512;
