import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type Route = Parameters<typeof serializerCompiler>[0];

/** The first path where two JSON values differ ('' when they do not). */
function firstDifference(a: unknown, b: unknown, at = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${at}.${k}`,
      );
      if (d) return d;
    }
  }
  return at || '(root)';
}

/**
 * The zod serializer, plus a check that the answer it lets through is the answer the handler built: zod drops
 * fields a schema does not name, so a field missing from a response schema would vanish from the answer silently.
 * Tests build the app with it (BuildOptions.checkAnswers); it throws (a 500) on any difference.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<Route['schema']> = (route) => {
  const serialize = serializerCompiler(route as Route);
  return (data) => {
    const text = serialize(data);
    const built = JSON.parse(JSON.stringify(data)) as unknown;
    const where = firstDifference(JSON.parse(text), built);
    if (where) {
      throw new Error(
        `The ${route.httpStatus} answer of ${route.method} ${route.url} differs from what the handler built at ` +
          `${where}: a field its response schema does not declare, or a value it changes.`,
      );
    }
    return text;
  };
};
