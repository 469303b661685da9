import { z } from 'zod';
import { isValidEmail } from '../email.ts';
import { MSG_SHARE_EMAIL, MSG_SHARE_HEIR_ONLY, MSG_SHARE_HEIR_REQUIRED } from '../messages.ts';

/**
 * A shared user's access: 1 edit, 2 view only, 0 no access (kept on the list, grants nothing), 3 beneficiary: an
 * heir of the estate who sees their own share, the summary and what is published to heirs, nothing else (the heir
 * view, GET /api/estate/{id}/heir-view). A beneficiary entry names its heir and keeps that kind (3, or 0 to pause).
 */
export const SHARE_ACCESS = { none: 0, edit: 1, view: 2, beneficiary: 3 } as const;
export const ZShareAccess = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ShareAccess = z.infer<typeof ZShareAccess>;
/** The access kinds of the workspace itself (a beneficiary has none there: their view is the heir view). */
export const ZWorkAccess = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type WorkAccess = z.infer<typeof ZWorkAccess>;

/** Days an invitation link stays good; sending it again starts a new one. */
export const INVITE_DAYS = 30;

const ZName = z.string().trim().max(100);
const ZPhone = z.string().trim().max(40);

/** POST /api/estate/{id}/ua: invite someone by email (the user access dialog's add form). */
export const ZShareIn = z
  .object({
    name: ZName.default(''),
    email: z.string().trim().max(254).refine(isValidEmail, MSG_SHARE_EMAIL),
    phone: ZPhone.default(''),
    access: ZShareAccess,
    /** The heir a beneficiary is (access 3 only). */
    heir_id: z.number().int().positive().optional(),
  })
  .strict()
  .refine((b) => b.access !== SHARE_ACCESS.beneficiary || b.heir_id !== undefined, {
    message: MSG_SHARE_HEIR_REQUIRED,
    path: ['heir_id'],
  })
  .refine((b) => b.access === SHARE_ACCESS.beneficiary || b.heir_id === undefined, {
    message: MSG_SHARE_HEIR_ONLY,
    path: ['heir_id'],
  });
export type ShareIn = z.infer<typeof ZShareIn>;

/** PUT /api/estate/{id}/ua/{uaId}: change an entry (the email stays: invite the new address instead). */
export const ZShareEdit = z
  .object({ name: ZName.optional(), phone: ZPhone.optional(), access: ZShareAccess.optional() })
  .strict();
export type ShareEdit = z.infer<typeof ZShareEdit>;

/** A user access entry (the users list): done = the invitee responded (accepted the invitation). */
export const ZShareOut = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  access: ZShareAccess,
  /** The heir of a beneficiary entry; null for the others. */
  heir_id: z.number().int().nullable(),
  done: z.boolean(),
  /** When the invitation was last sent (ISO), null for shares made before invitations. */
  invited_at: z.string().nullable(),
});
export type ShareOut = z.infer<typeof ZShareOut>;

/** GET /api/estate/{id}/ua: the users list; only the owner may change it. */
export const ZShareList = z.object({
  owner: z.object({ name: z.string(), email: z.string() }),
  entries: z.array(ZShareOut),
  can_manage: z.boolean(),
});
export type ShareList = z.infer<typeof ZShareList>;

/**
 * An invitation sent (or sent again): the entry, and whether it went by email. Without a mail server the link
 * comes back instead, for the owner to pass on.
 */
export const ZShareSent = z.object({ entry: ZShareOut, mailed: z.boolean(), link: z.string().optional() });
export type ShareSent = z.infer<typeof ZShareSent>;

export const ZShareQuery = z.object({
  is_owner: z.literal('y').optional(),
  /** GET: the access level of this directory supplier's entry (0 when it has none). */
  supplier_id: z.coerce.number().int().positive().optional(),
  assign_owner: z.literal('y').optional(),
  reinvite: z.literal('1').optional(),
});
export const ZShareParams = z.object({
  id: z.string().min(1).max(64),
  uaId: z.coerce.number().int().positive(),
});

/** GET /api/invite/{token}: what the invitation page shows before anyone signs in. */
export const ZInviteInfo = z.object({
  estate_label: z.string(),
  owner_name: z.string(),
  email: z.string(),
  access: ZShareAccess,
});
export type InviteInfo = z.infer<typeof ZInviteInfo>;
export const ZInviteParams = z.object({ token: z.string().min(20).max(100) });
/** POST /api/invite/{token}: accepted; the estate to open. */
export const ZInviteAccepted = z.object({ estate_id: z.string() });

/** POST /api/estate/{id}/ua?assign_owner=y (ownership transfer, docs/api.md): new_owner is the entry's id. */
export const ZOwnerChange = z
  .object({
    estate_id: z.string().min(1).max(64),
    new_owner: z.number().int().positive(),
    keep_access: ZWorkAccess,
    password: z.string().min(1).max(200),
  })
  .strict();
export type OwnerChange = z.infer<typeof ZOwnerChange>;
export const ZOwnerChanged = z.object({ msg: z.string() });
