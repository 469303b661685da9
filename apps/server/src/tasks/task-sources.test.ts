// The answers carry the sources of each task and state extra (domain tasks/sources/), so the web can link them.
import { TASK_ID } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';

interface SourceOut {
  label: string;
  url: string;
}
interface TaskOut {
  id: number;
  custom: boolean;
  sources: SourceOut[];
}

let app: FastifyInstance;
let owner: Client;
let estateId: string;

beforeAll(async () => {
  app = await makeApp();
  owner = await signUp(app, 'tsources');
  const created = await createEstate(owner, {
    meta: {
      label: `Sources ${owner.email}`,
      state: 'NY',
      state_exec: 'NJ',
      tasks_custom: [{ id: 1000, name: 'Cancel the newspaper', period: 'First Month', step_num: 2 }],
    },
    dec: { name: 'Ruth Adler', death_date: '2026-03-02' },
  });
  estateId = created.id;
});
afterAll(() => app.close());

describe('sources in the answers', () => {
  it('GET /api/estate/{id}/tasks gives every standard task its sources and a custom task none', async () => {
    const res = await owner.call('GET', `/api/estate/${estateId}/tasks`);
    expect(res.statusCode).toBe(200);
    const tasks: TaskOut[] = res.json().payload.tasks;
    expect(tasks.filter((t) => !t.custom && t.sources.length === 0).map((t) => t.id)).toEqual([]);
    expect(tasks.find((t) => t.id === 1000)?.sources).toEqual([]);
    const form706 = tasks.find((t) => t.id === TASK_ID.form706);
    expect(form706?.sources).toContainEqual({
      label: 'IRC §6075 (estate tax return due 9 months after death)',
      url: 'https://www.law.cornell.edu/uscode/text/26/6075',
    });
    // New York's creditor wait follows SCPA §1802, not the example statute.
    const wait = tasks.find((t) => t.id === TASK_ID.creditorWait);
    expect(wait?.sources.map((s) => s.url)).toEqual(['https://www.nysenate.gov/legislation/laws/SCP/1802']);
  });

  it('the Sample Canadian estate links the CRA for its final return', async () => {
    const res = await visitor(app).call('GET', '/api/estate/sample_ca/tasks');
    const t1 = (res.json().payload.tasks as TaskOut[]).find((t) => t.id === 88);
    expect(t1?.sources.map((s) => s.url)).toContain(
      'https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-150.html',
    );
  });

  it('GET /api/state_tasks/{state} answers each extra with its sources', async () => {
    const res = await visitor(app).call('GET', '/api/state_tasks/va?death_date=2026-03-02');
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.agent.sources.map((s: SourceOut) => s.url)).toContain(
      'https://law.lis.virginia.gov/vacode/title64.2/chapter14/section64.2-1426/',
    );
    const on = (await visitor(app).call('GET', '/api/state_tasks/ON')).json().payload;
    expect(on.tax.sources.map((s: SourceOut) => s.url)).toContain(
      'https://www.ontario.ca/laws/regulation/140310',
    );
  });
});
