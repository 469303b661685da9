// Starts the machine's own Debian PostgreSQL 15 (installing it when absent) and returns a DATABASE_URL for a
// fresh database in it: proof that Probity runs on an external PostgreSQL, not only the embedded one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './ensure.mjs';

const asPostgres = (sql) =>
  execSync(`su postgres -c "psql -qtA -c \\"${sql}\\""`, { encoding: 'utf8' }).trim();

export function startDebianPostgres() {
  if (!existsSync('/usr/lib/postgresql/15/bin/postgres')) {
    run('apt-get install -y -qq postgresql-15', {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const clusters = execSync('pg_lsclusters -h', { encoding: 'utf8' });
  if (!/^15\s+main/m.test(clusters)) run('pg_createcluster 15 main');
  if (!/^15\s+main\s+\d+\s+online/m.test(execSync('pg_lsclusters -h', { encoding: 'utf8' })))
    run('pg_ctlcluster 15 main start');
  const port = execSync('pg_lsclusters -h', { encoding: 'utf8' }).match(/^15\s+main\s+(\d+)/m)[1];
  if (asPostgres("select 1 from pg_roles where rolname='probity_test'") !== '1') {
    asPostgres("create role probity_test login superuser password 'probity_test'");
  }
  return `postgres://probity_test:probity_test@127.0.0.1:${port}/postgres`;
}
