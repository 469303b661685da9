import crypto from 'node:crypto';

/**
 * Encryption of tax numbers at rest: AES-256-GCM (node:crypto), a fresh 12-byte IV per value, and the id of the
 * key that sealed it in the stored text, so several keys can be in use during a rotation:
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface DataKey {
  id: string;
  key: Buffer;
}
export interface Keyring {
  /** Seals every new value. */
  current: DataKey;
  /** Opens values sealed by any of these (the current key included). */
  byId: Map<string, DataKey>;
}

const VERSION = 'v1';

/** A key's id: a short fingerprint, safe to store beside the data (it reveals nothing of the key). */
export const keyId = (key: Buffer): string =>
  crypto.createHash('sha256').update('probity-data-key\0').update(key).digest('hex').slice(0, 12);

/** A key as written in PROBITY_DATA_KEY or the key file: 32 bytes in base64 (or base64url). */
export function parseDataKey(text: string): DataKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32)
    throw new Error('A data key must be 32 bytes written in base64 (openssl rand -base64 32).');
  return { id: keyId(key), key };
}

/** The first key seals; all of them open. */
export function makeKeyring(keys: readonly string[]): Keyring {
  if (keys.length === 0) throw new Error('No data key.');
  const parsed = keys.map(parseDataKey);
  return { current: parsed[0], byId: new Map(parsed.map((k) => [k.id, k])) };
}

export const newDataKeyText = (): string => crypto.randomBytes(32).toString('base64');

export function seal(plain: string, ring: Keyring): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', ring.current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ring.current.id, ...parts].join('.');
}

/** The key id a sealed text names, or null when the text is not sealed. */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 && parts[0] === VERSION ? parts[1] : null;
}

/** The plain text; throws when the key is unknown or the text was altered (GCM's tag). */
export function open(sealed: string, ring: Keyring): string {
  const [version, id, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || body === undefined) throw new Error('Not a sealed value.');
  const k = ring.byId.get(id);
  if (!k)
    throw new Error(`The data key ${id} that sealed this value is not configured (PROBITY_DATA_KEYS_OLD).`);
  const decipher = crypto.createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

let configured: Keyring | null = null;

/**
 * The process's keyring. Module state rather than a parameter: every write of a tax number, from any repository
 * call inside any transaction, must seal with the same keys; the server sets it once at start-up.
 */
export function useDataKeys(ring: Keyring): void {
  configured = ring;
}

export function dataKeys(): Keyring {
  if (!configured) throw new Error('The data keys are not configured (useDataKeys).');
  return configured;
}
