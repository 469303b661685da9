/**
 * Saves while the server and PostgreSQL are killed (SIGKILL) under them. Several writers each save to their own
 * estate in turn: every save adds one contact and one asset (named by the writer and step) at the revision the
 * writer holds. A save answered 200 is acknowledged; any other outcome (refused connection, 503, reset) leaves
 * the writer to re-read the revision and go on, not knowing whether that save was kept.
 * Afterwards (verifySaves, once everything restarted): every acknowledged save is there, with its values; no
 * save is half there (its contact without its asset or the reverse); every estate's ledger holds its invariants.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, makeKeyring, useDataKeys } from '@probity/db';
import { checkInvariants, recompute } from '@probity/domain';
import { readFacts } from '../../apps/server/src/estate/index.ts';
import { type Answer, DATA_KEY, type Postgres, type Server } from './harness.ts';

export interface Writer {
  estateId: string;
  cookie: string;
  /** step -> the revision its save was acknowledged with */
  acked: Map<number, number>;
  /** steps sent without an acknowledgement */
  unsure: number[];
  steps: number;
}

export interface SaveFigures {
  acknowledged: number;
  unacknowledged: number;
  unacknowledgedKept: number;
  lost: number;
  partial: number;
  wrongValue: number;
  invariantViolations: number;
  statuses: Record<string, number>;
}

const contactName = (w: number, step: number) => `Chaos contact ${w}-${step}`;
const assetName = (w: number, step: number) => `Chaos asset ${w}-${step}`;
/** A value unique to the step, so a save kept with the wrong figures shows. */
const valueAt = (w: number, step: number) => 100_000 * (w + 1) + step * 100;

const revisionOf = (res: Answer): number =>
  (res.json?.payload as { revision?: number } | undefined)?.revision ?? 0;

export async function makeWriters(server: Server, count: number): Promise<Writer[]> {
  const signUp = await server.call('POST', '/api/auth/sign-up/email', {
    name: 'Chaos Owner',
    email: `owner.${Date.now()}@chaos.example.com`,
    password: 'chaos-password-123',
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
  const writers: Writer[] = [];
  for (let w = 0; w < count; w++) {
    const created = await server.call(
      'POST',
      '/api/estates',
      { meta: { label: `Chaos estate ${w}` }, assets: [{ id: -1, name: 'Estate account', i_type: 17 }] },
      signUp.cookie,
    );
    if (created.status !== 200)
      throw new Error(`create estate: ${created.status} ${JSON.stringify(created.json)}`);
    const payload = created.json?.payload as { id: string; revision: number };
    writers.push({ estateId: payload.id, cookie: signUp.cookie, acked: new Map(), unsure: [], steps: 0 });
  }
  return writers;
}

async function currentRevision(server: Server, w: Writer, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    const res = await server.call('GET', `/api/estate/${w.estateId}`, undefined, w.cookie, 5000);
    if (res.status === 200) return revisionOf(res);
    await sleep(100);
  }
  throw new Error('the estate could not be read again before the deadline');
}

/**
 * Runs the writers until `target` saves are acknowledged; `onAck(total)` runs after each acknowledgement
 * (the caller kills things there). Returns the count of every status seen (0: no answer).
 */
export async function runWriters(
  server: Server,
  writers: Writer[],
  target: number,
  deadline: number,
  onAck: (total: number) => Promise<void>,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let total = 0;
  const one = async (w: Writer, index: number) => {
    let revision = await currentRevision(server, w, deadline);
    while (total < target) {
      if (Date.now() > deadline) throw new Error(`only ${total} of ${target} saves acknowledged in time`);
      const step = w.steps++;
      const res = await server.call(
        'POST',
        `/api/estate/${w.estateId}/save`,
        {
          revision,
          parts: {
            contacts: { add: [{ id: -1, name: contactName(index, step) }] },
            assets: { add: [{ id: -2, name: assetName(index, step), val_death: valueAt(index, step) }] },
          },
        },
        w.cookie,
      );
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 200) {
        revision = revisionOf(res);
        w.acked.set(step, revision);
        total += 1;
        await onAck(total);
      } else {
        w.unsure.push(step);
        revision = await currentRevision(server, w, deadline);
      }
    }
  };
  await Promise.all(writers.map((w, i) => one(w, i)));
  return statuses;
}

/** Reads every estate straight from PostgreSQL and checks what the writers were told against it. */
export async function verifySaves(pg: Postgres, writers: Writer[]) {
  useDataKeys(makeKeyring([DATA_KEY]));
  const client = createDb(pg.url, 2);
  const f: Omit<SaveFigures, 'statuses'> = {
    acknowledged: 0,
    unacknowledged: 0,
    unacknowledgedKept: 0,
    lost: 0,
    partial: 0,
    wrongValue: 0,
    invariantViolations: 0,
  };
  const problems: string[] = [];
  try {
    for (const [index, w] of writers.entries()) {
      const { facts } = await readFacts(client.db, w.estateId);
      const contacts = new Map(facts.contacts.map((c) => [c.name, c]));
      const assets = new Map(facts.assets.map((a) => [a.name, a]));
      const revision = (
        await client.pool.query<{ revision: number }>('select revision from estates where id = $1', [
          w.estateId,
        ])
      ).rows[0]?.revision;
      for (let step = 0; step < w.steps; step++) {
        const hasContact = contacts.has(contactName(index, step));
        const asset = assets.get(assetName(index, step));
        if (hasContact !== Boolean(asset)) {
          f.partial += 1;
          problems.push(`estate ${index} step ${step}: contact ${hasContact}, asset ${Boolean(asset)}`);
        }
        if (asset && asset.val_death !== valueAt(index, step)) {
          f.wrongValue += 1;
          problems.push(`estate ${index} step ${step}: value ${asset.val_death}`);
        }
        const ackedAt = w.acked.get(step);
        if (ackedAt !== undefined) {
          f.acknowledged += 1;
          if (!hasContact || !asset || (revision ?? 0) < ackedAt) {
            f.lost += 1;
            problems.push(
              `estate ${index} step ${step} (revision ${ackedAt}) lost; stored revision ${revision}`,
            );
          }
        } else {
          f.unacknowledged += 1;
          if (hasContact) f.unacknowledgedKept += 1;
        }
      }
      const violations = checkInvariants(facts, recompute(facts));
      f.invariantViolations += violations.length;
      for (const v of violations.slice(0, 3)) problems.push(`estate ${index}: ${v.msg}`);
    }
  } finally {
    await client.close();
  }
  return { figures: f, problems };
}
