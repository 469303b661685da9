import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/support/world.ts';

// GET/POST /heirs (issue 5 item 1): heirs and the distributions that name them, through the atomic save.
const w = useWorld();

describe('heirs', () => {
  it('adds heirs with every field and reads them back', async () => {
    const ann = {
      name: 'Ann',
      i_type: 1,
      percent_target: 60_000,
      val_target: 1_000_00,
      ssn: '123',
      loc_name: 'Home',
    };
    const res = await w.owner.call('POST', `/api/estate/${w.estateId}/heirs?revision=${await w.rev()}`, [
      [{ id: -1, ...ann, note: 'n' }],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(200);
    const heirs = (await w.viewer.call('GET', `/api/estate/${w.estateId}/heirs`)).json().payload;
    expect(heirs[0]).toMatchObject(ann);
  });

  it('a distribution to a new heir in the same save maps both ids', async () => {
    const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: await w.rev(),
      parts: {
        heirs: { add: [{ id: -1, name: 'Ben' }] },
        txacts: {
          add: [
            {
              id: -2,
              asset: w.assetId,
              cat: 52,
              i_type: 1,
              heir_id: -1,
              distrib_type: 1,
              percent: 50_000,
              reason: 3,
            },
          ],
        },
      },
    });
    const ids = res.json().payload.ids;
    const d = (
      await w.owner.call('GET', `/api/estate/${w.estateId}/txacts?only_distribs=true&plans=true`)
    ).json().payload;
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ id: ids['-2'], heir_id: ids['-1'], effective_val: 2_500_00 });
  });

  it('refuses heir changes from a view-only user and on the Sample estate', async () => {
    const body = [[{ id: -1, name: 'Zed' }], [], []];
    expect(
      (await w.viewer.call('POST', `/api/estate/${w.estateId}/heirs?revision=${await w.rev()}`, body))
        .statusCode,
    ).toBe(403);
    expect((await w.owner.call('POST', '/api/estate/sample/heirs?force=true', body)).json().msg).toBe(
      'You cannot save changes to the Sample estate.',
    );
  });
});
