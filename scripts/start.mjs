// `npm start`: install what is missing, build the web app if stale, then serve Probity on PORT (default 3000)
// with its embedded PostgreSQL (or DATABASE_URL) and the Sample estates.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './ensure.mjs';

ensureDependencies();
ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
