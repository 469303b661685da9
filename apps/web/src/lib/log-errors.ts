// Client errors are recorded on the server (POST /api/log) so problems users meet are visible to us.
import type { ClientLogBody } from '@probity/domain';
import { apiPost } from './api';

let sent = 0;
const MAX_PER_PAGE = 20; // a looping error must not flood the log

function estateIdOfPage(): string | undefined {
  const m = /^\/estate\/([^/]+)/.exec(window.location.pathname);
  return m?.[1];
}

export function logClientError(msg: string): void {
  if (sent >= MAX_PER_PAGE) return;
  sent += 1;
  const body: ClientLogBody = { level: 'error', msg: msg.slice(0, 2000), estate_id: estateIdOfPage() };
  apiPost('/api/log', body).catch(() => {});
}

export function installErrorLogging(): void {
  window.addEventListener('error', (e) => logClientError(`${e.message} at ${e.filename}:${e.lineno}`));
  window.addEventListener('unhandledrejection', (e) =>
    logClientError(`Unhandled: ${String(e.reason?.stack ?? e.reason)}`),
  );
}
