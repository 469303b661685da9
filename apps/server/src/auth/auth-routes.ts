import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { databaseDown } from '../plugins/db-health.ts';
import { apiNotFound } from '../plugins/errors.ts';
import type { Auth } from '../runtime/ports.ts';
import { isOpenAuthPath, signUpProblem } from './auth-guards.ts';
import { clarifyAuthError } from './auth-messages.ts';
import { CLIENT_IP_HEADER } from './create-auth.ts';
import { isSignIn, noteSignIn, signInLocked } from './sign-in-throttle.ts';

/** The body text as it came, handed on to better-auth unchanged (see tolerantJson). */
const rawBodies = new WeakMap<object, string>();

/**
 * JSON bodies, where an empty body (better-auth's sign-out) is no body rather than a 400. The text is kept: a
 * body nested 20,000 deep parses, but writing it out again overflows the stack (a 500 the fuzz suite found).
 */
function tolerantJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      const parsed = JSON.parse(body as string);
      rawBodies.set(req, body as string);
      done(null, parsed);
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** A refusal in better-auth's shape (`code`, `message`) with Probity's fields (auth-messages.ts). */
const refuse = (reply: FastifyReply, status: number, code: string, message?: string) =>
  reply
    .status(status)
    .type('application/json')
    .send(clarifyAuthError(status, JSON.stringify({ code, ...(message ? { message } : {}) })));

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
      if (!isOpenAuthPath(req.url)) return apiNotFound(reply);
      const problem = signUpProblem(req.url, req.body);
      if (problem) return refuse(reply, 400, problem);
      const signIn = isSignIn(req.url);
      const locked = signIn ? await signInLocked(app.ctx.db, req.body) : null;
      if (locked) return refuse(reply, 429, 'ACCOUNT_LOCKED', locked);
      const url = new URL(req.url, `${req.protocol}://${req.host}`);
      const headers = fromNodeHeaders(req.headers);
      headers.delete('x-forwarded-for');
      headers.set(CLIENT_IP_HEADER, req.ip);
      const hasBody = req.method !== 'GET' && req.body !== undefined && req.body !== null;
      const res = await auth.handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? rawBodies.get(req) : undefined,
        }),
      );
      // better-auth answers 500 when its queries fail: with the database unreachable that is our 503
      if (res.status >= 500 && !(await app.ctx.health.reachable())) throw databaseDown();
      if (signIn) await noteSignIn(app.ctx.db, req.body, res.status);
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
