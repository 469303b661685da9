import { ACCOUNT_NAME_MAX } from '@probity/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { clarifyAuthError } from './auth-messages.ts';
import { type Auth, CLIENT_IP_HEADER } from './create-auth.ts';

/** JSON bodies, where an empty body (better-auth's sign-out) is no body rather than a 400. */
function tolerantJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** What better-auth does not check about a new account's name: present and of a sane length. */
function signUpNameProblem(url: string, body: unknown): string | null {
  if (!url.startsWith('/api/auth/sign-up/email')) return null;
  const name = (body as { name?: unknown } | undefined)?.name;
  if (typeof name !== 'string' || name.trim() === '') return 'NAME_MISSING';
  return name.length > ACCOUNT_NAME_MAX ? 'NAME_TOO_LONG' : null;
}

/** Mounts better-auth's handler on /api/auth/* (Fastify request -> fetch Request -> Fastify reply). */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.register(async (scope) => {
    tolerantJson(scope);
    mountHandler(scope, auth);
  });
}

function mountHandler(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(req, reply) {
      const nameProblem = signUpNameProblem(req.url, req.body);
      if (nameProblem) {
        return reply
          .status(400)
          .type('application/json')
          .send(clarifyAuthError(400, JSON.stringify({ code: nameProblem })));
      }
      const url = new URL(req.url, `${req.protocol}://${req.host}`);
      const headers = fromNodeHeaders(req.headers);
      headers.delete('x-forwarded-for');
      headers.set(CLIENT_IP_HEADER, req.ip);
      const hasBody = req.method !== 'GET' && req.body !== undefined && req.body !== null;
      const res = await auth.handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? JSON.stringify(req.body) : undefined,
        }),
      );
      reply.status(res.status);
      for (const [k, v] of res.headers) if (k !== 'set-cookie' && k !== 'content-length') reply.header(k, v);
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await res.text();
      if (res.status >= 400) return reply.type('application/json').send(clarifyAuthError(res.status, text));
      return reply.send(text || null);
    },
  });
}
