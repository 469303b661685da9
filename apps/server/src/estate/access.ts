import { type EstateRow, findAccess, findBeneficiary, findEstate, readSessionAndEstate } from '@probity/db';
import {
  MSG_ESTATE_MISSING,
  MSG_NO_PERMISSION_THIS,
  MSG_SAMPLE_SAVE,
  MSG_SIGN_IN,
  type Role,
} from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { checkInviteeSecondFactor } from '../auth/second-factor.ts';
import {
  adoptSession,
  type SessionUser,
  sessionSought,
  sessionUser,
  signedSession,
} from '../auth/session.ts';
import { forbidden, notFound, unauthorized } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { checkLicence } from './licence-gate.ts';

export interface EstateAccess {
  estate: EstateRow;
  role: Role;
  user: SessionUser | null;
}

/** The Sample estates belong to nobody and their ids start with "sample" (the seed writes them; they are read-only for everyone). */
export const isSample = (estate: EstateRow): boolean =>
  estate.owner_id === null && estate.id.startsWith('sample');

/**
 * Who may read this estate: anyone for a Sample estate; otherwise its owner and the users it is shared with.
 * Anonymous callers get 401 (without a lookup when they send no cookie), strangers 404: neither learns whether the
 * estate exists.
 */
export async function readAccess(ctx: AppContext, req: FastifyRequest, id: string): Promise<EstateAccess> {
  // The session and the estate row are read together when a cookie may open a session.
  const sample = id.startsWith('sample');
  const beside = sample || req.headers.cookie !== undefined;
  const [user, read] = beside
    ? await sessionAndEstate(ctx, req, id)
    : [await sessionUser(ctx.auth, req), undefined];
  if (!user && !sample) throw unauthorized(MSG_SIGN_IN);
  const estate = beside ? read : await findEstate(ctx.db, id);
  if (!estate) throw notFound(MSG_ESTATE_MISSING);
  if (isSample(estate)) return { estate, role: 'sample', user };
  if (!user) throw unauthorized(MSG_SIGN_IN);
  let role: Role | null = estate.owner_id === user.id ? 'owner' : null;
  if (!role) {
    const access = await findAccess(ctx.db, id, user.id);
    role = access === 1 ? 'edit' : access === 2 ? 'view' : null;
  }
  if (!role) throw notFound(MSG_ESTATE_MISSING);
  await checkInviteeSecondFactor(ctx, estate.owner_id, user);
  return { estate, role, user };
}

/**
 * The request's session and the estate row: in one statement when the cookie is signed (readSessionAndEstate;
 * a session not plainly live still goes to better-auth), else side by side.
 */
async function sessionAndEstate(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
): Promise<[SessionUser | null, EstateRow | undefined]> {
  const signed = sessionSought(req) ? undefined : await signedSession(ctx.auth, req);
  if (!signed) return Promise.all([sessionUser(ctx.auth, req), findEstate(ctx.db, id)]);
  const read = readSessionAndEstate(ctx.db, signed.token, id);
  const user = adoptSession(
    ctx.auth,
    req,
    read.then((r) => signed.live(r.session)),
  );
  return Promise.all([user, read.then((r) => r.estate)]);
}

/** A caller who may change the estate: always signed in, the owner or an editor. */
export interface WriterAccess extends EstateAccess {
  role: 'owner' | 'edit';
  user: SessionUser;
}

/** How a feature words its refusals, and whether an ended trial holds the change back (buying a licence it must not). */
export interface WriteSay {
  sample?: string;
  view?: string;
  /** false: an ended trial does not refuse (a licence, storage or a service is what a buyer pays for). */
  licence?: boolean;
}

/** Who may change it: the owner and edit shares; a feature may word the refusals its own way (files, import). */
export async function writeAccess(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  say: WriteSay = {},
): Promise<WriterAccess> {
  const access = await readAccess(ctx, req, id);
  if (access.role === 'sample') throw forbidden(say.sample ?? MSG_SAMPLE_SAVE);
  if (access.role === 'view' || !access.user) throw forbidden(say.view ?? MSG_NO_PERMISSION_THIS);
  // an ended trial keeps the estate readable; changes wait for a licence (402 opens the trial-expired dialog)
  if (say.licence !== false) checkLicence(access.estate, ctx.enforceTrial);
  return { estate: access.estate, role: access.role, user: access.user };
}

/**
 * Only the owner (sharing, the audit trail, deleting the estate): the Sample estate and every other role are
 * refused with the feature's own words. An ended trial does not hold these back.
 */
export async function ownerAccess(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  say: { sample: string; other: string },
): Promise<WriterAccess & { role: 'owner' }> {
  const access = await readAccess(ctx, req, id);
  if (access.role === 'sample') throw forbidden(say.sample);
  if (access.role !== 'owner' || !access.user) throw forbidden(say.other);
  return { estate: access.estate, role: 'owner', user: access.user };
}

/**
 * Who may read what the heirs are shown (the heir view, the published accountings, the files shared with heirs):
 * a beneficiary (access 3; heirId: their heir) and whoever may read the estate (heirId: null). Every other route
 * answers a beneficiary as a stranger (readAccess: 404).
 */
export async function heirsReadAccess(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
): Promise<{ estate: EstateRow; heirId: number | null }> {
  const user = await sessionUser(ctx.auth, req);
  const own = user && !id.startsWith('sample') ? await findBeneficiary(ctx.db, id, user.id) : null;
  if (user && own !== null) {
    const estate = await findEstate(ctx.db, id);
    if (!estate) throw notFound(MSG_ESTATE_MISSING);
    await checkInviteeSecondFactor(ctx, estate.owner_id, user);
    return { estate, heirId: own };
  }
  const { estate } = await readAccess(ctx, req, id);
  return { estate, heirId: null };
}
