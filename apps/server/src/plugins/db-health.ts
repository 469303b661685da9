import { isDatabaseUnavailable } from '@probity/db';
import { MSG_DB_DOWN } from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';

/** How long one probe of the database may take (/healthz must answer within 2 s). */
export const PROBE_MS = 1200;
/** While the database is unreachable it is probed this often, so service resumes soon after it is back. */
const RETRY_MS = 500;

export const databaseDown = () => new HttpError(503, MSG_DB_DOWN);

/**
 * Whether the database answers. It is marked down by a failed query or probe, and from then on probed every
 * RETRY_MS until it answers again; while down, API requests are refused at once with 503 (main.ts / app.ts
 * register the gate), so nobody waits on a dead or frozen server.
 */
export class DbHealth {
  private down = false;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<boolean> | null = null;
  private closed = false;
  private readonly listeners = new Set<(up: boolean) => void>();

  constructor(
    readonly pool: pg.Pool,
    private readonly log: () => FastifyBaseLogger | undefined,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** Called with false when the database is lost and true when it answers again. */
  onChange(listener: (up: boolean) => void): void {
    this.listeners.add(listener);
  }

  /** One round trip, bounded by PROBE_MS whatever state the server or the network is in. */
  probe(): Promise<boolean> {
    if (this.probing) return this.probing;
    let timer: NodeJS.Timeout | undefined;
    // createPool's query tries a second connection when the first was cut (pg_terminate_backend): not an outage
    const answer = this.pool
      .query({ text: 'select 1', query_timeout: PROBE_MS } as pg.QueryConfig)
      .then(() => true)
      .catch(() => false);
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_MS + 100);
    });
    this.probing = Promise.race([answer, late]).then((up) => {
      clearTimeout(timer);
      this.probing = null;
      if (up) this.markUp();
      else this.markDown();
      return up;
    });
    return this.probing;
  }

  /** A failed query: when it says the database is unreachable, mark it down. Returns whether it did. */
  noteError(err: unknown): boolean {
    if (!isDatabaseUnavailable(err)) return false;
    // one dropped connection (pg_terminate_backend) is not an outage: let a probe decide
    if (!this.down) void this.probe();
    return true;
  }

  /** For a failure of unknown cause (a library that hides the driver's error): is the database reachable? */
  async reachable(): Promise<boolean> {
    return this.down ? false : this.probe();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private markDown(): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.log()?.warn('database unreachable: answering 503 until it is back');
    for (const l of this.listeners) l(false);
    this.timer = setInterval(() => void this.probe(), RETRY_MS);
    this.timer.unref();
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.log()?.info('database reachable again');
    for (const l of this.listeners) l(true);
  }
}
