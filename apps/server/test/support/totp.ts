import crypto from 'node:crypto';

// TOTP codes computed the way RFC 6238 defines them (HOTP of RFC 4226 over 30-second steps, HMAC-SHA-1),
// written apart from better-auth so the tests check its codes against the standard, not against itself.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (the otpauth URI's secret), padding and case ignored. */
export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase().replace(/=+$/, '')) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for the time step holding `atMs`: the key's HMAC of the step count, dynamically truncated. */
export function totp(key: Buffer, atMs = Date.now(), digits = 6, stepSec = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / stepSec)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const bin = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The key of an otpauth://totp/...?secret=... URI (what an authenticator app reads from the QR code). */
export const keyOfUri = (uri: string): Buffer => base32Decode(new URL(uri).searchParams.get('secret') ?? '');
