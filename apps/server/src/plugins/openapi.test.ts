import { describe, expect, it } from 'vitest';
import { useApp, visitor } from '../../test/support/helpers.ts';

const t = useApp();

interface Operation {
  parameters?: { name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const openApi = async () => {
  const res = await visitor(t.app).call('GET', '/api/openapi.json');
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json() as { openapi: string; paths: Paths };
};

/** Every operation of the document but better-auth's (/api/auth/*, served by its own handler). */
const operations = (paths: Paths) =>
  Object.entries(paths)
    .filter(([path]) => !path.startsWith('/api/auth/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

const schemasOf = (op: Operation, status: string) =>
  Object.values(op.responses?.[status]?.content ?? {}).map((media) => media.schema);

describe('GET /api/openapi.json', () => {
  it('documents every route from its zod schemas, the ops endpoint with each op', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    const ops = doc.paths['/api/estate/{id}/ops'].post;
    expect(ops.parameters?.map((p) => p.name)).toContain('id');
    const body = JSON.stringify(ops.requestBody);
    for (const name of [
      'addAsset',
      'createTxact',
      'markDone',
      'sell',
      'distribute',
      'setCountry',
      'markTaskDone',
    ])
      expect(body).toContain(`"${name}"`);
    for (const path of [
      '/api/estates',
      '/api/estate/{id}/save',
      '/api/estate/{id}/full',
      '/api/estate/{id}/txacts',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });

  it('gives every route (better-auth aside) the schema of its 200 answer, or documents its redirect', async () => {
    const all = operations((await openApi()).paths);
    expect(all.length).toBeGreaterThan(30);
    const without = all.filter(({ op }) => {
      if (Object.keys(op.responses ?? {}).some((k) => k.startsWith('3'))) return false;
      const schemas = schemasOf(op, '200');
      return schemas.length === 0 || schemas.some((s) => !s || Object.keys(s).length === 0);
    });
    expect(without.map(({ path, method }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  it('documents the refusals of every /api route as the error envelope', async () => {
    const api = operations((await openApi()).paths).filter(({ path }) => path.startsWith('/api/'));
    const missing = api.filter(({ op }) => {
      const [fail] = schemasOf(op, '4XX') as { required?: string[] }[];
      return !fail?.required || ['success', 'code', 'msg'].some((k) => !fail.required?.includes(k));
    });
    expect(missing.map(({ path, method }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  it('documents the /ops answer as stored (the ok envelope) or stopped by a question', async () => {
    const doc = await openApi();
    const [answer] = schemasOf(doc.paths['/api/estate/{id}/ops'].post, '200');
    const text = JSON.stringify(answer);
    for (const field of ['"warnings"', '"derived"', '"confirm"', '"cancelled"', '"answer"'])
      expect(text).toContain(field);
  });
});
