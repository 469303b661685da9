import { addAudit, addShare, deleteShare, findShare, labelTaken, lockEstate, setOwner } from '@probity/db';
import {
  CODE_BAD_PASSWORD,
  MSG_BAD_PASSWORD,
  MSG_ESTATE_MISSING,
  MSG_OWNER_CHANGED,
  MSG_TRANSFER_CANDIDATE,
  MSG_TRANSFER_LABEL,
  MSG_TRANSFER_OWNER_ONLY,
  type OwnerChange,
} from '@probity/domain';
import { passwordMatches } from '../auth/check-password.ts';
import type { SessionUser } from '../auth/session.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/**
 * Ownership transfer (docs/api.md, Sharing): the owner hands the estate to an editor who has accepted their invitation, keeping edit, view
 * or no access for themselves. The password is checked here, not in the browser. One transaction: the estate row
 * is locked, so a save or another transfer of the same estate waits.
 */
export async function transferOwnership(
  ctx: AppContext,
  owner: SessionUser,
  estateId: string,
  body: OwnerChange,
): Promise<{ msg: string }> {
  if (body.estate_id !== estateId) throw badRequest(MSG_ESTATE_MISSING);
  if (!(await passwordMatches(ctx, owner, body.password)))
    throw new HttpError(403, MSG_BAD_PASSWORD, CODE_BAD_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    const estate = await lockEstate(tx, estateId);
    if (!estate) throw notFound(MSG_ESTATE_MISSING);
    if (estate.owner_id !== owner.id) throw forbidden(MSG_TRANSFER_OWNER_ONLY);
    const heir = await findShare(tx, estateId, body.new_owner);
    if (!heir?.user_id || !heir.done || heir.access !== 1) throw conflict(MSG_TRANSFER_CANDIDATE);
    // labels are unique per owner: the new owner may already use this one
    if (estate.label && (await labelTaken(tx, heir.user_id, estate.label, estateId)))
      throw conflict(MSG_TRANSFER_LABEL);
    await deleteShare(tx, estateId, heir.id);
    await setOwner(tx, estateId, heir.user_id);
    if (body.keep_access !== 0)
      await addShare(tx, {
        estate_id: estateId,
        user_id: owner.id,
        email: owner.email,
        name: owner.name,
        access: body.keep_access,
        done: true,
      });
    await addAudit(tx, {
      estate_id: estateId,
      user_id: owner.id,
      action: 'owner_change',
      detail: { to: heir.email, keep_access: body.keep_access },
    });
  });
  return { msg: MSG_OWNER_CHANGED };
}
