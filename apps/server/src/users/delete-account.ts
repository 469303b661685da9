import { addAudit, blobsOf, deleteEstate, deleteUser } from '@probity/db';
import { MSG_BAD_PASSWORD, MSG_DELETE_NOT_OWNER, MSG_SAMPLE_SAVE } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { passwordMatches } from '../auth/check-password.ts';
import type { SessionUser } from '../auth/session.ts';
import { ownerAccess } from '../estate/index.ts';
import { forbidden } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/** The file bytes of deleted estates: their rows went with them; bytes that will not go are logged, not fatal. */
async function removeBytes(ctx: AppContext, req: FastifyRequest, blobs: string[]): Promise<void> {
  await ctx.files
    .remove(blobs)
    .catch((err) => req.log.warn({ err, blobs: blobs.length }, 'file bytes left behind'));
}

/** DELETE /api/user: with estate_id deletes that estate (owner only); without, the account and its estates. */
export async function deleteAccountOrEstate(
  ctx: AppContext,
  req: FastifyRequest,
  user: SessionUser,
  body: { password: string; estate_id?: string },
): Promise<'estate' | 'account'> {
  if (!(await passwordMatches(ctx, user, body.password))) throw forbidden(MSG_BAD_PASSWORD);
  if (body.estate_id) {
    await ownerAccess(ctx, req, body.estate_id, { sample: MSG_SAMPLE_SAVE, other: MSG_DELETE_NOT_OWNER });
    const blobs = await blobsOf(ctx.db, { estateId: body.estate_id });
    await ctx.db.transaction(async (tx) => {
      await deleteEstate(tx, body.estate_id as string);
      await addAudit(tx, { estate_id: body.estate_id, user_id: user.id, action: 'delete_estate' });
    });
    await removeBytes(ctx, req, blobs);
    return 'estate';
  }
  const blobs = await blobsOf(ctx.db, { ownerId: user.id });
  await ctx.db.transaction(async (tx) => {
    await deleteUser(tx, user.id);
    await addAudit(tx, { user_id: user.id, action: 'delete_account' });
  });
  await removeBytes(ctx, req, blobs);
  return 'account';
}
