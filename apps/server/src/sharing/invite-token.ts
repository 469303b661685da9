import crypto from 'node:crypto';
import { INVITE_DAYS } from '@probity/domain';
import { sha256Hex } from '../runtime/sha256.ts';

/** A fresh invitation token (sent in the link, never stored) and the hash the entry keeps. */
export function newInviteToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export const hashInviteToken = (token: string): string => sha256Hex(token);

/** Whether an invitation sent at `sentAt` may still be accepted. */
export const inviteLive = (sentAt: Date | null, now = new Date()): boolean =>
  sentAt !== null && now.getTime() - sentAt.getTime() <= INVITE_DAYS * 86_400_000;
