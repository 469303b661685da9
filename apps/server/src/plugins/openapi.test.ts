import { describe, expect, it } from 'vitest';
import { useApp, visitor } from '../test/helpers.ts';

const t = useApp();

describe('GET /api/openapi.json', () => {
  it('documents every route from its zod schemas, the ops endpoint with each op', async () => {
    const res = await visitor(t.app).call('GET', '/api/openapi.json');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const ops = doc.paths['/api/estate/{id}/ops'].post;
    expect(ops.parameters.map((p: { name: string }) => p.name)).toContain('id');
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
});
