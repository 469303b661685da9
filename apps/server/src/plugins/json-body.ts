// JSON request bodies with well-formed text: a lone UTF-16 surrogate (an escape such as "\ud800" with no partner)
// becomes U+FFFD, the character PostgreSQL stores in its place. Kept as sent, the rules, the audit and the process's
// copy of an estate's facts (estate/facts-cache.ts) held a text the database did not: a location named "\ud800" was
// kept while "\ufffd" was stored, and every later save of that estate failed the copy's check (the fuzz run of
// seed 1393479280).
import type { FastifyInstance } from 'fastify';

/** An escape in the range D800-DFFF: only a body holding one can parse to a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const wellFormedText = (s: string): string => (s as unknown as { toWellFormed(): string }).toWellFormed();

/** The value with every string and key well formed (pairs kept, lone surrogates replaced by U+FFFD). */
export function wellFormed(v: unknown): unknown {
  if (typeof v === 'string') return wellFormedText(v);
  if (Array.isArray(v)) return v.map(wellFormed);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormedText(k), wellFormed(x)]));
  return v;
}

/** Fastify's own JSON parser (its prototype-poisoning checks included), then the text made well formed. */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) done(err, undefined);
      else done(null, SURROGATE_ESCAPE.test(body as string) ? wellFormed(value) : value);
    });
  });
}
