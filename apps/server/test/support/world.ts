import { createDb, grantAccess } from '@probity/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, inject } from 'vitest';
import { type Client, createEstate, signUp, useApp, visitor } from './helpers.ts';

/** Direct database access for arranging what no route does yet (sharing) and for checking what was written. */
export const testDb = () => createDb(inject('databaseUrl'), 2);

export interface World {
  owner: Client;
  editor: Client;
  viewer: Client;
  stranger: Client;
  anonymous: ReturnType<typeof visitor>;
  estateId: string;
  assetId: number;
  revision: number;
}

/** An estate with one asset, owned by one user, shared for edit with a second and view-only with a third. */
export async function makeWorld(app: FastifyInstance): Promise<World> {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signUp(app, 'owner', 'Olivia Owner'),
    signUp(app, 'editor', 'Edgar Editor'),
    signUp(app, 'viewer', 'Vera Viewer'),
    signUp(app, 'stranger', 'Stan Stranger'),
  ]);
  const created = await createEstate(owner, {
    meta: { label: `Estate ${owner.email}`, state: 'GA', state_exec: 'NJ' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
    assets: [{ id: -1, name: 'Checking account', i_type: 14, val_death: 500_000 }],
  });
  const db = testDb();
  try {
    await grantAccess(db.db, created.id, editor.userId, 1);
    await grantAccess(db.db, created.id, viewer.userId, 2);
  } finally {
    await db.close();
  }
  return {
    owner,
    editor,
    viewer,
    stranger,
    anonymous: visitor(app),
    estateId: created.id,
    assetId: created.ids['-1'] as number,
    revision: created.revision,
  };
}

/**
 * The app and world of one test file, made before its first test (the app is closed after its last): read the
 * world's fields inside tests and hooks; `rev()` answers the estate's current revision, as its owner reads it.
 */
export function useWorld(): World & { app: FastifyInstance; rev: () => Promise<number> } {
  const t = useApp() as World & { app: FastifyInstance; rev: () => Promise<number> };
  t.rev = async () =>
    (await t.owner.call('GET', `/api/estate/${t.estateId}`)).json().payload.revision as number;
  beforeAll(async () => {
    Object.assign(t, await makeWorld(t.app));
  });
  return t;
}
