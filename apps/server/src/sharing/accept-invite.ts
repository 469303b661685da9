import { addAudit, claimShare, findInvite } from '@probity/db';
import {
  type InviteInfo,
  MSG_INVITE_GONE,
  MSG_INVITE_OWNER,
  MSG_INVITE_TAKEN,
  type ShareAccess,
} from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import { conflict, HttpError } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { hashInviteToken, inviteLive } from './invite-token.ts';
import { estateTitle } from './shares.ts';

const gone = () => new HttpError(410, MSG_INVITE_GONE);

async function liveInvite(ctx: AppContext, token: string) {
  const found = await findInvite(ctx.db, hashInviteToken(token));
  if (!found || !inviteLive(found.share.invited_at)) throw gone();
  return found;
}

/** What the invitation page shows before anyone signs in: whose estate, for which email, with what access. */
export async function inviteInfo(ctx: AppContext, token: string): Promise<InviteInfo> {
  const f = await liveInvite(ctx, token);
  return {
    estate_label: estateTitle(f),
    owner_name: f.owner_name ?? '',
    email: f.share.email,
    access: f.share.access as ShareAccess,
  };
}

/**
 * The signed-in user takes up the invitation: the entry becomes theirs and responded. Opening the link again
 * from the same account just opens the estate; another account cannot take an entry already taken.
 */
export async function acceptInvite(
  ctx: AppContext,
  user: SessionUser,
  token: string,
): Promise<{ estate_id: string }> {
  const f = await liveInvite(ctx, token);
  const { share } = f;
  if (f.owner_id === user.id) throw conflict(MSG_INVITE_OWNER);
  if (share.user_id === user.id) return { estate_id: share.estate_id };
  if (share.user_id) throw conflict(MSG_INVITE_TAKEN);
  // A second entry of the same user on the estate: the unique index answers MSG_INVITE_ALREADY.
  await ctx.db.transaction(async (tx) => {
    if (!(await claimShare(tx, share.id, user.id))) throw conflict(MSG_INVITE_TAKEN);
    await addAudit(tx, {
      estate_id: share.estate_id,
      user_id: user.id,
      action: 'share_accept',
      detail: { email: share.email, access: share.access },
    });
  });
  return { estate_id: share.estate_id };
}
