import { z } from 'zod';
import { ZDateOrNull } from '../entities/common.ts';
import { NOTICE_ASKS, NOTICE_METHODS } from '../notices/registry-types.ts';

/**
 * Notices of death to institutions (issue 40): drafted by the server from the saved estate, edited by the
 * executor while drafted, then marked sent (date and method), acknowledged and done.
 */
export const NOTICE_STATUSES = ['drafted', 'sent', 'acknowledged', 'done'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

const ZLine = z.string().trim().max(300, 'A line of the letter is longer than 300 characters');
const ZLines = (max: number) => z.array(ZLine).max(max);

export const ZNoticeTarget = z.object({
  part: z.enum(['assets', 'debts', 'contacts', 'estate']),
  id: z.number().int().nullable().default(null),
});

/** POST /api/estate/{id}/notices: one notice drafted from the estate; the sender defaults to the fiduciary. */
export const ZNoticeIn = z.object({
  kind: z.string().min(1).max(40),
  target: ZNoticeTarget,
  ask: z.enum(NOTICE_ASKS).optional(),
  to: ZLines(8).optional(),
  sender: z
    .object({
      name: z.string().trim().max(200).default(''),
      address: z.string().trim().max(300).default(''),
      phone: z.string().trim().max(60).default(''),
      email: z.string().trim().max(200).default(''),
    })
    .optional(),
  authority_date: ZDateOrNull.optional(),
});
export type NoticeIn = z.infer<typeof ZNoticeIn>;

export const ZNoticeLetter = z.object({
  kind: z.string(),
  date: ZLine,
  to: ZLines(8).min(1, 'The letter needs an addressee'),
  from: ZLines(8),
  subject: ZLine.min(1, 'The letter needs a subject'),
  salutation: ZLine,
  body: z
    .array(z.string().trim().max(4000, 'A paragraph is longer than 4,000 characters'))
    .min(1, 'The letter needs at least one paragraph')
    .max(40),
  closing: ZLines(6),
  enclosures: ZLines(20),
});
export type NoticeLetterOut = z.infer<typeof ZNoticeLetter>;

/** PATCH /api/estate/{id}/notices/{nid}: the letter (while drafted) and the status with what it records. */
export const ZNoticePatch = z.object({
  letter: ZNoticeLetter.optional(),
  status: z.enum(NOTICE_STATUSES).optional(),
  sent_on: ZDateOrNull.optional(),
  sent_method: z.enum(NOTICE_METHODS).nullable().optional(),
  acknowledged_on: ZDateOrNull.optional(),
  done_on: ZDateOrNull.optional(),
  follow_up: ZDateOrNull.optional(),
});
export type NoticePatch = z.infer<typeof ZNoticePatch>;

export const ZNotice = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  target: ZNoticeTarget,
  ask: z.enum(NOTICE_ASKS),
  letter: ZNoticeLetter,
  registry_version: z.string(),
  status: z.enum(NOTICE_STATUSES),
  sent_on: z.string().nullable(),
  sent_method: z.enum(NOTICE_METHODS).nullable(),
  acknowledged_on: z.string().nullable(),
  done_on: z.string().nullable(),
  follow_up: z.string().nullable(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;
export const ZNoticeList = z.object({ notices: z.array(ZNotice) });

export const ZNoticeParams = z.object({ id: z.string(), nid: z.coerce.number().int().positive() });
/** GET /api/estate/{id}/notices/packet?ids=1,2,3&format=pdf|docx */
export const ZNoticePacketQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'ids: up to 100 notice numbers, separated by commas')
    .transform((s) => s.split(',').map(Number)),
  format: z.enum(['pdf', 'docx']).default('pdf'),
});
