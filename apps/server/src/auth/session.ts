import { createHmac, timingSafeEqual } from 'node:crypto';
import { readSession, type SessionRead } from '@probity/db';
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
  return cache.get(req) ?? adoptSession(auth, req, liveSession(auth, req));
}

/**
 * Makes `live` (the session read directly, undefined when it must go to better-auth) this request's session, for
 * a caller that read it beside something else in one statement (estate/access.ts). Looked up once per request.
 */
export function adoptSession(
  auth: Auth,
  req: FastifyRequest,
  live: Promise<SessionUser | undefined>,
): Promise<SessionUser | null> {
  const health = req.server.ctx.health;
  const found = live
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
  return found;
}

/** Whether this request's session is already looked up (or being looked up). */
export const sessionSought = (req: FastifyRequest): boolean => cache.has(req);

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
  const signed = await signedSession(auth, req);
  if (!signed) return undefined;
  return signed.live(await readSession(req.server.ctx.db, signed.token));
}

/**
 * The session token of the request's cookie when better-auth signed it, and how to read its row: the user when
 * the row is plainly live (liveSession), else undefined. Undefined when there is no signed cookie.
 */
export async function signedSession(
  auth: Auth,
  req: FastifyRequest,
): Promise<{ token: string; live: (row: SessionRead | undefined) => SessionUser | undefined } | undefined> {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const c = await auth.$context;
  const token = signedValue(parseCookies(header).get(c.authCookies.sessionToken.name), c.secret);
  if (!token) return undefined;
  const live = (row: SessionRead | undefined): SessionUser | undefined => {
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
  };
  return { token, live };
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
