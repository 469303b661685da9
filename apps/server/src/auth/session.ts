import { MSG_SIGN_IN } from '@probity/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error.ts';
import type { Auth } from './create-auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null (looked up once per request). */
export function sessionUser(auth: Auth, req: FastifyRequest): Promise<SessionUser | null> {
  let found = cache.get(req);
  if (!found) {
    found = auth.api
      .getSession({ headers: fromNodeHeaders(req.headers) })
      .then((s) => (s ? { id: s.user.id, email: s.user.email, name: s.user.name } : null))
      .catch(() => null);
    cache.set(req, found);
  }
  return found;
}

export async function requireUser(auth: Auth, req: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(auth, req);
  if (!user) throw unauthorized(MSG_SIGN_IN);
  return user;
}
