import {
  addAudit,
  addShare,
  deleteShare,
  type EstateRow,
  existingIds,
  findShare,
  findShareByEmail,
  findShareOfHeir,
  findSupplier,
  findSupplierShare,
  findUser,
  findUserByEmail,
  listShares,
  type ShareRow,
  updateShare,
} from '@probity/db';
import {
  MSG_SHARE_BENEFICIARY_KIND,
  MSG_SHARE_EXISTS,
  MSG_SHARE_HEIR_MISSING,
  MSG_SHARE_HEIR_TAKEN,
  MSG_SHARE_MISSING,
  MSG_SHARE_NEEDS_NAME,
  MSG_SHARE_SELF,
  SHARE_ACCESS,
  type ShareEdit,
  type ShareIn,
  type ShareList,
  type ShareOut,
  type ShareSent,
} from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/session.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { inviteEmail } from './invite-email.ts';
import { newInviteToken } from './invite-token.ts';

export const shareOut = (r: ShareRow): ShareOut => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  access: r.access as ShareOut['access'],
  heir_id: r.heir_id,
  done: r.done,
  invited_at: r.invited_at?.toISOString() ?? null,
});

export const estateTitle = (e: Pick<EstateRow, 'label' | 'name'>): string => e.label || e.name || 'Estate';

/** A beneficiary's heir must be on the estate's Heirs tab, and not invited already. */
async function checkHeirFree(ctx: AppContext, estateId: string, heirId: number): Promise<void> {
  if (!(await existingIds(ctx.db, 'heirs', estateId, [heirId])).has(heirId))
    throw badRequest(MSG_SHARE_HEIR_MISSING);
  if (await findShareOfHeir(ctx.db, estateId, heirId)) throw conflict(MSG_SHARE_HEIR_TAKEN);
}

/** The users list: the owner and every entry. */
export async function listAccess(ctx: AppContext, estate: EstateRow, canManage: boolean): Promise<ShareList> {
  const [owner, rows] = await Promise.all([
    estate.owner_id ? findUser(ctx.db, estate.owner_id) : undefined,
    listShares(ctx.db, estate.id),
  ]);
  return {
    owner: { name: owner?.name ?? '', email: owner?.email ?? '' },
    entries: rows.map(shareOut),
    can_manage: canManage,
  };
}

/**
 * Sends (or sends again) the invitation of an entry with a fresh link. A mail server that fails does not undo
 * the entry: the link comes back for the owner to pass on, as it does when the server keeps mail locally.
 */
async function sendInvite(
  ctx: AppContext,
  log: FastifyBaseLogger,
  estate: EstateRow,
  owner: SessionUser,
  entry: ShareRow,
  token: string,
): Promise<ShareSent> {
  const link = `${ctx.baseUrl}/invite/${token}`;
  const invitee = await findUserByEmail(ctx.db, entry.email);
  const mail = inviteEmail({
    inviteeName: entry.name,
    ownerName: owner.name,
    estateLabel: estateTitle(estate),
    access: entry.access as ShareOut['access'],
    link,
  });
  try {
    await ctx.mailer.send({ userId: invitee?.id ?? null, to: entry.email, ...mail });
  } catch (err) {
    log.warn({ err }, 'invitation email not sent');
    return { entry: shareOut(entry), mailed: false, link };
  }
  const mailed = ctx.mailer.kind === 'smtp';
  return { entry: shareOut(entry), mailed, ...(mailed ? {} : { link }) };
}

/** Invites someone by email with the chosen access (owner only; the route checks who asks). */
export async function invite(
  ctx: AppContext,
  log: FastifyBaseLogger,
  estate: EstateRow,
  owner: SessionUser,
  body: ShareIn,
): Promise<ShareSent> {
  if (!estate.name.trim()) throw badRequest(MSG_SHARE_NEEDS_NAME);
  if (body.email.toLowerCase() === owner.email.toLowerCase()) throw badRequest(MSG_SHARE_SELF);
  if (await findShareByEmail(ctx.db, estate.id, body.email)) throw conflict(MSG_SHARE_EXISTS);
  if (body.heir_id !== undefined) await checkHeirFree(ctx, estate.id, body.heir_id);
  const { token, hash } = newInviteToken();
  // the same email invited twice at once: the unique index refuses the second (http/unique-conflicts.ts)
  const entry = await ctx.db.transaction(async (tx) => {
    const row = await addShare(tx, {
      estate_id: estate.id,
      email: body.email,
      name: body.name,
      phone: body.phone,
      access: body.access,
      heir_id: body.heir_id ?? null,
      token_hash: hash,
      invited_at: new Date(),
    });
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: owner.id,
      action: 'share_invite',
      detail: { email: body.email, access: body.access, ...(body.heir_id ? { heir_id: body.heir_id } : {}) },
    });
    return row;
  });
  return sendInvite(ctx, log, estate, owner, entry, token);
}

/** A new link for an entry, sent again (the old link stops working). */
export async function reinvite(
  ctx: AppContext,
  log: FastifyBaseLogger,
  estate: EstateRow,
  owner: SessionUser,
  id: number,
): Promise<ShareSent> {
  const { token, hash } = newInviteToken();
  const entry = await ctx.db.transaction(async (tx) => {
    const row = await updateShare(tx, estate.id, id, { token_hash: hash, invited_at: new Date() });
    if (!row) throw notFound(MSG_SHARE_MISSING);
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: owner.id,
      action: 'share_reinvite',
      detail: { email: row.email },
    });
    return row;
  });
  return sendInvite(ctx, log, estate, owner, entry, token);
}

/** Changes an entry's access, name or phone; takes effect on the shared user's next request. */
export async function editShare(
  ctx: AppContext,
  estate: EstateRow,
  owner: SessionUser,
  id: number,
  patch: ShareEdit,
): Promise<ShareOut> {
  return ctx.db.transaction(async (tx) => {
    const before = await findShare(tx, estate.id, id);
    if (!before) throw notFound(MSG_SHARE_MISSING);
    // A beneficiary entry stays one (or is paused, 0); no other entry becomes one (it has no heir).
    const beneficiary = before.heir_id !== null;
    const to = patch.access;
    if (
      to !== undefined &&
      (beneficiary
        ? to !== SHARE_ACCESS.beneficiary && to !== SHARE_ACCESS.none
        : to === SHARE_ACCESS.beneficiary)
    )
      throw badRequest(MSG_SHARE_BENEFICIARY_KIND);
    const row = (await updateShare(tx, estate.id, id, patch)) as ShareRow;
    if (row.access !== before.access)
      await addAudit(tx, {
        estate_id: estate.id,
        user_id: owner.id,
        action: 'share_change',
        detail: { email: row.email, from: before.access, access: row.access },
      });
    return shareOut(row);
  });
}

/** Removes an entry: its user loses the estate at their next request (their unsaved edits stay in their browser). */
export async function removeShare(
  ctx: AppContext,
  estate: EstateRow,
  owner: SessionUser,
  id: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findShare(tx, estate.id, id);
    if (!row || !(await deleteShare(tx, estate.id, id))) throw notFound(MSG_SHARE_MISSING);
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: owner.id,
      action: 'share_remove',
      detail: { email: row.email },
    });
  });
}

/**
 * The owner grants a directory supplier (a lawyer, an accountant) access (docs/api.md): its email is invited like
 * anyone's, the entry remembers the supplier; granting again changes the access of the same entry.
 */
export async function grantSupplier(
  ctx: AppContext,
  log: FastifyBaseLogger,
  estate: EstateRow,
  owner: SessionUser,
  body: { supplier_id: number; access: ShareOut['access'] },
): Promise<ShareSent> {
  const supplier = await findSupplier(ctx.db, body.supplier_id);
  if (!supplier) throw notFound('No such supplier');
  const held =
    (await findSupplierShare(ctx.db, estate.id, supplier.id)) ??
    (await findShareByEmail(ctx.db, estate.id, supplier.email));
  if (held) {
    const entry = await editShare(ctx, estate, owner, held.id, { access: body.access });
    await updateShare(ctx.db, estate.id, held.id, { supplier_id: supplier.id });
    return { entry, mailed: false };
  }
  const sent = await invite(ctx, log, estate, owner, {
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    access: body.access,
  });
  await updateShare(ctx.db, estate.id, sent.entry.id, { supplier_id: supplier.id });
  return sent;
}
