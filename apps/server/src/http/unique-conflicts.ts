import {
  MSG_CONTACT_UNIQUE,
  MSG_INVITE_ALREADY,
  MSG_LABEL_TAKEN,
  MSG_LOC_TAKEN,
  MSG_SHARE_EXISTS,
} from '@probity/domain';

/**
 * The database's own uniqueness rules (0002, 0004), by constraint name, with the message a user reads. The domain
 * refuses the same names first, inside the save's transaction; these answer only a race or a path that missed it.
 */
const MESSAGES: Record<string, string> = {
  contacts_name_uq: MSG_CONTACT_UNIQUE,
  locs_name_uq: MSG_LOC_TAKEN,
  estates_owner_label_uq: MSG_LABEL_TAKEN,
  estate_access_email_uq: MSG_SHARE_EXISTS,
  estate_access_user_uq: MSG_INVITE_ALREADY,
};

/** The message of a unique (23505) or exclusion (23P01) violation of one of our rules, else null. */
export function uniqueConflictMessage(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if ((e.code === '23505' || e.code === '23P01') && typeof e.constraint === 'string')
      return MESSAGES[e.constraint] ?? null;
  }
  return null;
}
