import { z } from 'zod';

/**
 * Receipts and releases (issue 39): the executor sends one to an heir for their done distributions, resting on a
 * published accounting; the heir reads it, consents to sign electronically, confirms each statement, types their
 * name and signs, or declines with a reason.
 */
export const RELEASE_STATUSES = ['sent', 'viewed', 'signed', 'declined'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** POST /api/estate/{id}/releases */
export const ZReleaseIn = z.object({
  heir_id: z.number().int().positive(),
  /** The published accounting it rests on. */
  accounting: z.number().int().positive(),
  /** The done distributions it receipts (transaction ids); every done one of the heir's when left out. */
  distributions: z.array(z.number().int().positive()).min(1).max(1000).optional(),
});
export type ReleaseIn = z.infer<typeof ZReleaseIn>;

export const ZReleaseLine = z.object({ asset: z.string(), date: z.string(), value: z.number().int() });

export const ZRelease = z.object({
  id: z.number().int(),
  heir_id: z.number().int(),
  heir_name: z.string(),
  status: z.enum(RELEASE_STATUSES),
  /** The distributions it receipts, and their total in cents. */
  lines: z.array(ZReleaseLine),
  total: z.number().int(),
  accounting: z.object({
    number: z.number().int(),
    end: z.string(),
    json_sha256: z.string(),
    pdf_sha256: z.string(),
  }),
  statements: z.array(z.string()),
  consent: z.string(),
  note: z.string(),
  /** The release as sent, canonical JSON (RFC 8785), and its SHA-256: what the signature page names. */
  document: z.string(),
  release_sha256: z.string(),
  sent_at: z.string(),
  sent_by: z.string(),
  viewed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  reminded_at: z.string().nullable(),
  /** The signed PDF's SHA-256 (it is among the Estate Files, attached to the heir). */
  signed_pdf_sha256: z.string().nullable(),
});
export type Release = z.infer<typeof ZRelease>;
export const ZReleaseList = z.object({ releases: z.array(ZRelease) });

export const ZReleaseParams = z.object({ id: z.string(), rid: z.coerce.number().int().positive() });

/** POST /api/estate/{id}/releases/{rid}/sign: consent, every statement confirmed, the typed full name. */
export const ZReleaseSign = z.object({
  consent: z.literal(true, { error: 'Agree to sign electronically first.' }),
  statements: z.array(z.literal(true, { error: 'Confirm each statement before you sign.' })),
  name: z.string().trim().min(2, 'Type your full name to sign.').max(200),
});
export const ZReleaseDecline = z.object({
  reason: z.string().trim().min(1, 'Say why, so the executor can answer.').max(2000),
});
