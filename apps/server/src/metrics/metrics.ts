import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: a page's reads are tens of ms, a maximum estate's save is near a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface Metrics {
  registry: Registry;
  /** The exposition text: this app's series and the process's. */
  text: () => Promise<string>;
  /** Reports a connection pool's total, idle and waiting counts under `pool="<name>"`. */
  watchPool: (name: string, pool: pg.Pool) => void;
  /** Wraps a job handler: counts its runs by outcome and times them. */
  timeJob: <A extends unknown[], R>(
    queue: string,
    run: (...args: A) => Promise<R>,
  ) => (...args: A) => Promise<R>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Node's process figures (CPU, memory, event loop delay, GC): one set per process, started once (its event loop
 * and GC observers cannot be stopped, so each app of a test process must not start its own).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus metrics, in a registry of its own (several apps in one process, as in the tests, never
 * share counters): requests by method, route and status with their latency, the database pools, the job runs;
 * the process's figures are added when the text is made.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const pools = new Map<string, pg.Pool>();
  new Gauge({
    name: 'probity_db_pool_connections',
    help: 'Connections of a database pool: total open, idle, and requests waiting for one.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  const jobRuns = new Counter({
    name: 'probity_job_runs_total',
    help: 'Job runs by queue and outcome (ok or failed).',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'probity_job_duration_seconds',
    help: 'Time one job run took, by queue.',
    labelNames: ['queue'],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    text: () => Registry.merge([registry, processMetrics()]).metrics(), // series registered so far
    watchPool: (name, pool) => void pools.set(name, pool),
    timeJob:
      (queue, run) =>
      async (...args) => {
        const done = jobSeconds.startTimer({ queue });
        try {
          const result = await run(...args);
          jobRuns.inc({ queue, outcome: 'ok' });
          return result;
        } catch (err) {
          jobRuns.inc({ queue, outcome: 'failed' });
          throw err;
        } finally {
          done();
        }
      },
  };
}

/** Counts and times every answered request; `route` is the route's pattern, so ids never multiply the series. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'probity_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [metrics.registry],
  });
  const seconds = new Histogram({
    name: 'probity_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: METHODS.has(req.method) ? req.method : 'OTHER',
      route: req.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    seconds.observe(labels, reply.elapsedTime / 1000);
  });
}
