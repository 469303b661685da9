import { createHash } from 'node:crypto';

/** SHA-256 as lowercase hex: what the app stores and shows for files, sealed documents and invitation tokens. */
export const sha256Hex = (bytes: string | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
