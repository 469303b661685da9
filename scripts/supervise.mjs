// Runs the Probity server (apps/server/src/main.ts) as a child process and starts it again when it dies: after
// 1 s, doubling up to 30 s, back to 1 s once it ran a minute, with a log line each time. A clean exit (code 0)
// or SIGINT / SIGTERM to this process ends it for good. `npm start` (start.mjs) runs this after its checks; the
// chaos suite (tests/chaos) runs it directly. PostgreSQL exiting is the server's own business: it restarts
// the embedded one and answers 503 meanwhile (docs/operations.md).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
const HEALTHY_RUN_MS = 60_000;

/** One pino-shaped line, so the supervisor's words sit in the same log as the server's. */
const log = (level, msg, extra = {}) =>
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), name: 'supervisor', msg, ...extra })}\n`);

let server = null;
let stopping = false;
let pause = FIRST_PAUSE_MS;
let restarts = 0;

function startServer() {
  const started = Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  server.on('exit', (code, signal) => {
    server = null;
    if (stopping || code === 0) return process.exit(code ?? 0);
    if (Date.now() - started > HEALTHY_RUN_MS) pause = FIRST_PAUSE_MS;
    restarts += 1;
    log(50, `the server exited (${signal ?? `code ${code}`}); starting it again in ${pause / 1000} s`, {
      code,
      signal,
      restarts,
    });
    setTimeout(startServer, pause);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopping = true;
    if (server) server.kill(sig);
    else process.exit(0);
  });
}
startServer();
