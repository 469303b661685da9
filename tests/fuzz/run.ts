/**
 * tests/fuzz: hostile requests over every write route and query of the real server (loopback, its own embedded
 * PostgreSQL), drawn by fast-check from the routes' own schemas and broken on purpose. Passes when no request
 * answers 5xx and no refusal (4xx) changes any estate (a checksum of every estate's rows before and after).
 *
 *   node --import tsx tests/fuzz/run.ts          FUZZ_RUNS=10000 (default), FUZZ_SEED=<n> to replay a run,
 *                                                FUZZ_LOG=1 to print the server's errors (the stack behind a 5xx)
 */
import fc from 'fast-check';
import {
  type Checksums,
  checksumQuery,
  checksums,
  estateSnapshot,
  moved,
  walPosition,
  writtenSince,
} from './checksum.ts';
import { type OpenApi, type Request, requestArb } from './requests.ts';
import { startWorld, type World } from './world.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// No time budget by default: every one of the requests is sent and the time printed, so a slow or shared
// machine makes the run longer, never red. FUZZ_BUDGET_MS caps it for a quick local run.
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? Number.POSITIVE_INFINITY);

interface Finding {
  req: Request;
  status: number;
  answer: string;
  tables?: string[];
}

function urlOf(w: World, r: Request, revision: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query))
    if (v !== undefined) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  if (r.revision === 'current' && 'revision' in r.query) q.set('revision', String(revision));
  if (r.revision === 'force' && 'force' in r.query) q.set('force', 'true');
  const qs = q.toString();
  return `${w.base}${r.path}${qs ? `?${qs}` : ''}`;
}

/** The body as sent: the current revision (or force) where the body carries one, when the request asks. */
function bodyOf(r: Request, revision: number): string | undefined {
  if (r.raw) return r.raw.body;
  if (r.body === undefined) return undefined;
  const b = r.body;
  if (b && typeof b === 'object' && !Array.isArray(b) && 'revision' in b) {
    if (r.revision === 'current') return JSON.stringify({ ...b, revision });
    if (r.revision === 'force') return JSON.stringify({ ...b, revision: undefined, force: true });
  }
  return JSON.stringify(b);
}

async function main() {
  const started = Date.now();
  const w = await startWorld();
  const doc = (await (await fetch(`${w.base}/api/openapi.json`)).json()) as OpenApi;
  const { arb, routes } = requestArb(doc, w);
  const sumSql = await checksumQuery(w.db, w.mine.id);
  const restore = await estateSnapshot(w.db, w.mine.id);
  // The revision comes with the checksums, from the database: a read through the API may store derived values.
  let before: Checksums = await checksums(w.db, sumSql);
  let revision = Number(before._rev);
  let restores = 0;
  let walMoves = 0;
  const byStatus = new Map<number, number>();
  const byRoute = new Map<string, number>();
  const fivexx: Finding[] = [];
  const changed: Finding[] = [];
  let sent = 0;
  let tReq = 0;
  let tSum = 0;
  const perRoute = new Map<string, number>();
  let accepted = 0;
  const fuzzStart = Date.now();

  let harness = '';
  try {
    await fc.assert(
      fc.asyncProperty(arb, async (r) => {
        if (Date.now() - fuzzStart > budgetMs) return;
        const actor = w.actors[r.actor] ?? w.actors[0];
        const headers: Record<string, string> = { origin: w.base, cookie: actor?.cookie ?? '' };
        if (!r.noCsrfHeader) headers['x-probity'] = '1';
        const body = r.method === 'GET' ? undefined : bodyOf(r, revision);
        if (body !== undefined) headers['content-type'] = r.raw?.type ?? 'application/json';
        const t0 = Date.now();
        let status: number;
        let answer: string;
        try {
          const res = await fetch(urlOf(w, r, revision), { method: r.method, headers, body });
          status = res.status;
          answer = await res.text();
        } catch (err) {
          status = 599; // the connection failed: as bad as a 5xx
          answer = String(err);
        }
        sent++;
        tReq += Date.now() - t0;
        perRoute.set(r.route, (perRoute.get(r.route) ?? 0) + Date.now() - t0);
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        byRoute.set(r.route, (byRoute.get(r.route) ?? 0) + 1);
        if (status >= 500) fivexx.push({ req: r, status, answer: answer.slice(0, 300) });
        const t1 = Date.now();
        let rebase = status < 400; // an accepted request may change anything: only the baseline moves
        if (rebase) {
          accepted++;
          if (accepted % 200 === 0) {
            await restore();
            restores++;
          }
        } else if ((await walPosition(w.db)) !== before._wal) {
          walMoves++;
          // Something was written somewhere (the WAL moved; when it stands, no checksum can have changed).
          const after = await checksums(w.db, sumSql);
          const tables = moved(before, after);
          if (tables.length && status < 500) {
            const where = await writtenSince(w.db, tables, before._mark ?? '0');
            changed.push({
              req: r,
              status,
              answer: `${answer.slice(0, 300)} written: ${where.join('; ')}`,
              tables,
            });
          }
          rebase = tables.length > 0;
          before = after;
        }
        // A new baseline (and revision) after anything that wrote.
        if (rebase) {
          before = await checksums(w.db, sumSql);
          revision = Number(before._rev);
        }
        tSum += Date.now() - t1;
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  } catch (err) {
    // The harness itself failed (not a request): say where, and fail.
    harness = String((err as Error).message ?? err).slice(0, 3000);
  } finally {
    await w.stop();
  }
  const fuzzMs = Date.now() - fuzzStart;
  console.log(
    [...perRoute]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v}ms/${byRoute.get(k)}`)
      .join('\n'),
  );
  console.log(
    `  time in requests ${tReq} ms, in checksums ${tSum} ms, setup ${fuzzStart - started} ms; refusals that wrote to the WAL: ${walMoves}`,
  );

  const show = (f: Finding) =>
    `  ${f.status} ${f.req.method} ${f.req.path} actor=${f.req.actor} ${f.tables ? `moved: ${f.tables.join(', ')} ` : ''}` +
    `query=${JSON.stringify(f.req.query).slice(0, 200)} body=${(f.req.raw?.body ?? JSON.stringify(f.req.body) ?? '').slice(0, 400)}\n    -> ${f.answer}`;
  const refusals = [...byStatus].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `fuzz: seed ${seed}, ${sent} hostile requests over ${byRoute.size} of ${routes.length} routes in ${(fuzzMs / 1000).toFixed(1)} s (${Math.round(sent / (fuzzMs / 1000))}/s; ${((Date.now() - started) / 1000).toFixed(1)} s in all)`,
  );
  console.log(
    `  accepted (2xx/3xx): ${accepted} (the estate was put back as it started ${restores} times); refused (4xx): ${refusals}; 5xx: ${fivexx.length}; refusals that changed an estate: ${changed.length}`,
  );
  console.log(
    `  by status: ${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  const untouched = routes.filter((k) => !byRoute.has(k));
  if (untouched.length) console.log(`  routes never drawn: ${untouched.join(', ')}`);
  for (const f of fivexx.slice(0, 20)) console.log(show(f));
  for (const f of changed.slice(0, 20)) console.log(show(f));
  if (harness) console.log(`  the harness failed: ${harness}`);
  const failed = fivexx.length > 0 || changed.length > 0 || harness !== '';
  if (sent < runs) console.log(`  only ${sent} of ${runs} requests fit in the ${budgetMs / 1000} s budget`);
  console.log(failed ? `fuzz FAILED (replay with FUZZ_SEED=${seed})` : 'fuzz passed');
  process.exit(failed ? 1 : 0);
}

await main();
