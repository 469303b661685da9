/**
 * The embedded PostgreSQL (no DATABASE_URL, as `npm start` runs by default) SIGKILLed under the server: the server
 * must start it again itself (packages/db embedded.ts) and serve again, without the process being replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePort, type Postgres, Server, until } from './harness.ts';

export interface EmbeddedFigures {
  /** from the SIGKILL to /healthz 200 (ms): PostgreSQL's restart and crash recovery included */
  backMs: number;
  healthz: Record<string, number>;
  serverStayedUp: boolean;
  /** a new postmaster serves the data directory */
  restarted: boolean;
}

/** `pg`'s cluster, stopped, becomes the server's embedded one (DATA_DIR holds its `pg/` and password). */
export async function runEmbeddedFault(parent: string, pg: Postgres): Promise<EmbeddedFigures> {
  const dir = path.join(parent, 'embedded');
  fs.mkdirSync(dir, { recursive: true });
  const server = new Server(dir, await freePort(), null, pg.port, pg.dir);
  try {
    server.start();
    await server.waitHealthy(90_000);
    const pidBefore = server.serverPid();
    const killed = Date.now();
    const pgPid = pg.pid();
    process.kill(pgPid, 'SIGKILL');
    const healthz: Record<string, number> = {};
    await until(
      'the server to serve again on its restarted PostgreSQL',
      60_000,
      async () => {
        const { status } = await server.call('GET', '/healthz', undefined, '', 5000);
        healthz[status] = (healthz[status] ?? 0) + 1;
        // the killed postmaster's backends may answer for a moment: done once a new one serves
        return status === 200 && pg.pid() !== pgPid ? true : undefined;
      },
      100,
    );
    return {
      backMs: Date.now() - killed,
      healthz,
      serverStayedUp: pidBefore !== null && server.serverPid() === pidBefore,
      restarted: pg.pid() !== pgPid,
    };
  } finally {
    await server.stop();
    await pg.kill('SIGINT').catch(() => {}); // only if the server did not stop it
  }
}
