/**
 * tests/chaos: the real server under its supervisor (scripts/supervise.mjs) on loopback, over a PostgreSQL of
 * the suite's own, while things are killed under it. Deterministic: faults are triggered by counts of
 * acknowledged saves, never by timers, and every wait is a bounded poll.
 *   1. 240 saves from 4 writers while the server is SIGKILLed (the supervisor starts it again) and PostgreSQL
 *      twice (the suite starts it again); PostgreSQL SIGKILLed once more at the end, then each save checked:
 *      0 acknowledged lost, 0 partial, the values as sent, the ledger invariants held.
 *   2. Under load: pg_terminate_backend on every backend, a fast restart, SIGKILL of the postmaster, a freeze.
 *      The server process stays up, answers only 200 or 503, /healthz 503 within 2 s, back within 5 s.
 *   3. Without DATABASE_URL (`npm start`'s default): the embedded PostgreSQL SIGKILLed; the server restarts it.
 *
 *   node --import tsx tests/chaos/run.ts          CHAOS_SAVES=240 (at least 200)
 */

import { runEmbeddedFault } from './embedded.ts';
import { makeWorld } from './harness.ts';
import { runFaults } from './outages.ts';
import { makeWriters, runWriters, verifySaves } from './saves.ts';

const TARGET = Math.max(200, Number(process.env.CHAOS_SAVES ?? 240));
const BUDGET_MS = 115_000;

async function main() {
  const started = Date.now();
  const deadline = started + BUDGET_MS;
  const world = await makeWorld();
  const { pg, server } = world;
  const failures: string[] = [];
  try {
    await pg.start();
    server.start();
    const bootMs = await server.waitHealthy(60_000);
    console.log(`chaos: PostgreSQL and the server up (server ready in ${bootMs} ms)`);

    // 1. saves through kills
    const writers = await makeWriters(server, 4);
    const plan = new Map<number, () => Promise<void>>([
      [50, async () => void server.killServer()],
      [110, () => pg.kill('SIGKILL').then(() => pg.start())],
      [170, () => pg.kill('SIGKILL').then(() => pg.start())],
    ]);
    const statuses = await runWriters(server, writers, TARGET, deadline, async (total) => {
      const kill = plan.get(total);
      if (!kill) return;
      plan.delete(total);
      const at = Date.now();
      await kill();
      console.log(
        `chaos: kill after save ${total} at ${((at - started) / 1000).toFixed(1)} s (${Date.now() - at} ms)`,
      );
    });
    const restarts = server.restartsLogged();
    // PostgreSQL killed once more after the last acknowledgement, so every save is checked after a crash
    await pg.kill('SIGKILL');
    await pg.start();
    const saves = await verifySaves(pg, writers);
    const f = saves.figures;
    console.log(
      `chaos saves: ${f.acknowledged} acknowledged, ${f.lost} lost, ${f.partial} partial, ${f.wrongValue} with wrong values; ` +
        `${f.unacknowledged} unacknowledged (${f.unacknowledgedKept} of them kept, whole); ` +
        `ledger invariant violations ${f.invariantViolations}; answers ${JSON.stringify(statuses)}; ` +
        `server SIGKILLed 1x (supervisor restarts logged: ${restarts}), PostgreSQL SIGKILLed 3x (the last after the last save)`,
    );
    if (f.acknowledged < 200) failures.push(`only ${f.acknowledged} saves acknowledged`);
    if (f.lost || f.partial || f.wrongValue || f.invariantViolations)
      failures.push(...saves.problems.slice(0, 10));
    if (restarts !== 1) failures.push(`the supervisor logged ${restarts} restarts, expected 1`);
    const odd = Object.keys(statuses).filter((s) => !['0', '200', '503'].includes(s));
    if (odd.length) failures.push(`saves answered ${odd.join(', ')} (only 200, 503 or no answer expected)`);

    // 2. faults of PostgreSQL under load, the server running
    const w0 = writers[0];
    if (!w0) throw new Error('no writer');
    const savesDone = Date.now();
    console.log(`chaos: saves phase ${((savesDone - started) / 1000).toFixed(1)} s`);
    await server.waitHealthy(10_000);
    const faults = await runFaults(server, pg, w0.estateId, w0.cookie);
    console.log(`chaos: faults phase ${((Date.now() - savesDone) / 1000).toFixed(1)} s`);
    for (const x of faults.figures) {
      console.log(
        `chaos fault: ${x.fault}: answers ${JSON.stringify(x.answers)}` +
          (x.healthzMs === null
            ? ''
            : `; /healthz while away: ${x.healthzStatus} in ${x.healthzMs} ms (slowest)`) +
          (x.backMs === null ? '' : `; serving again ${x.backMs} ms after PostgreSQL was back`),
      );
      const odd = Object.keys(x.answers).filter((s) => !['200', '503'].includes(s));
      if (odd.length) failures.push(`${x.fault}: answers ${odd.join(', ')} (only 200 or 503 expected)`);
      if (x.healthzMs !== null && (x.healthzStatus !== 503 || x.healthzMs >= 2000))
        failures.push(`${x.fault}: /healthz answered ${x.healthzStatus} in ${x.healthzMs} ms`);
      if (x.backMs !== null && x.backMs >= 5000)
        failures.push(`${x.fault}: serving again took ${x.backMs} ms`);
    }
    console.log(`chaos: server process stayed up through the faults: ${faults.serverStayedUp}`);
    if (!faults.serverStayedUp) failures.push('the server process changed during the PostgreSQL faults');
    await server.stop();

    // 3. the server's own embedded PostgreSQL killed: the server restarts it
    const embeddedStarted = Date.now();
    await pg.kill('SIGINT'); // the server takes the same cluster over as its embedded one (no second initdb)
    const e = await runEmbeddedFault(world.dir, pg);
    console.log(
      `chaos embedded: PostgreSQL SIGKILLed under the server: restarted by it: ${e.restarted}, ` +
        `serving again ${e.backMs} ms after the kill; /healthz answers ${JSON.stringify(e.healthz)}; ` +
        `server process stayed up: ${e.serverStayedUp} (${((Date.now() - embeddedStarted) / 1000).toFixed(1)} s)`,
    );
    if (!e.restarted || !e.serverStayedUp)
      failures.push('the embedded PostgreSQL was not restarted by the server');
    const oddHealth = Object.keys(e.healthz).filter((s) => !['200', '503'].includes(s));
    if (oddHealth.length) failures.push(`embedded: /healthz answered ${oddHealth.join(', ')}`);
  } catch (e) {
    failures.push(String((e as Error)?.stack ?? e));
  } finally {
    if (failures.length) console.error(`--- server log (last lines) ---\n${server.tail(40)}`);
    await world.cleanup();
  }
  console.log(`chaos: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`chaos FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('chaos passed');
  process.exit(0);
}

void main();
