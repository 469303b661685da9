import { MSG_SIGN_IN } from '@probity/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error.ts';
import { databaseDown } from '../plugins/db-health.ts';
import type { Auth } from '../runtime/ports.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** TOTP is on for the account (better-auth's two-factor plugin). */
  twoFactor: boolean;
  /** How this session was opened (second-factor.ts). */
  signInMethod: string;
}

/** How a user signs what they publish or send: their name, else their email. */
export const byline = (u: SessionUser): string => u.name.trim() || u.email;

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null (looked up once per request). */
export function sessionUser(auth: Auth, req: FastifyRequest): Promise<SessionUser | null> {
  const health = req.server.ctx.health;
  let found = cache.get(req);
  if (!found) {
    found = auth.api
      .getSession({ headers: fromNodeHeaders(req.headers) })
      .then((s) => (s ? toSessionUser(s) : null))
      .catch(async (err) => {
        // 'no session' only when the database said so: a lookup that failed on it is a 503, not 'sign in'
        if (health.noteError(err) || !(await health.reachable())) throw databaseDown();
        return null; // a cookie better-auth could not read: no session
      });
    cache.set(req, found);
  }
  return found;
}

export async function requireUser(auth: Auth, req: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(auth, req);
  if (!user) throw unauthorized(MSG_SIGN_IN);
  return user;
}

type FoundSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

const toSessionUser = ({ user, session }: FoundSession): SessionUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  twoFactor: user.twoFactorEnabled === true,
  signInMethod: session.signInMethod ?? 'password',
});
