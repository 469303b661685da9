import { createHmac, timingSafeEqual } from 'node:crypto';
import { readSession } from '@probity/db';
import { MSG_SIGN_IN } from '@probity/domain';
import { fromNodeHeaders } from 'better-auth/node';
import { parseCookies } from 'better-call';
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
    found = liveSession(auth, req)
      .then(
        async (live) =>
          live ??
          auth.api
            .getSession({ headers: fromNodeHeaders(req.headers) })
            .then((s) => (s ? toSessionUser(s) : null)),
      )
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

/**
 * The session of a request in one prepared statement, when it is plainly live: a cookie better-auth signed, naming
 * a session row that has not expired and is not yet due for better-auth's sliding renewal. Everything else (no
 * cookie, a bad signature, a revoked, expired or ageing session) is undefined and goes to better-auth's getSession,
 * which decides it as before. Only a read: better-auth alone opens, renews and ends sessions; a session it deleted
 * is refused at once, since the row is read on every request.
 */
async function liveSession(auth: Auth, req: FastifyRequest): Promise<SessionUser | undefined> {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const c = await auth.$context;
  const token = signedValue(parseCookies(header).get(c.authCookies.sessionToken.name), c.secret);
  if (!token) return undefined;
  const row = await readSession(req.server.ctx.db, token);
  if (!row) return undefined;
  const now = Date.now();
  const expires = row.expiresAt.getTime();
  const renewFrom = expires - c.sessionConfig.expiresIn * 1000 + c.sessionConfig.updateAge * 1000;
  if (expires <= now || renewFrom <= now) return undefined;
  return {
    id: row.userId,
    email: row.email,
    name: row.name,
    twoFactor: row.twoFactorEnabled,
    signInMethod: row.signInMethod ?? 'password',
  };
}

/** The value of a cookie better-call signed (`value.base64(HMAC-SHA256)`), or undefined when unsigned or forged. */
function signedValue(cookie: string | undefined, secret: string): string | undefined {
  const dot = cookie?.lastIndexOf('.') ?? -1;
  if (!cookie || dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}

type FoundSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

const toSessionUser = ({ user, session }: FoundSession): SessionUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  twoFactor: user.twoFactorEnabled === true,
  signInMethod: session.signInMethod ?? 'password',
});
