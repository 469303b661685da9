import { plural } from '@probity/domain';

// What one import brought, in one sentence: rows read from a file the user chose, or downloaded by the bank link.
export interface ImportCounts {
  added: number;
  already: number;
  before_death: number;
  problems?: readonly unknown[];
}

export function importSummary(r: ImportCounts, source: 'file' | 'bank'): string {
  const parts = [
    `${plural(r.added, 'new row')} ${source === 'file' ? 'read from your file' : 'downloaded from your bank'}`,
    r.already ? `${r.already} already imported` : '',
    r.before_death ? `${r.before_death} dated before the date of death left out` : '',
  ].filter(Boolean);
  const unread = r.problems?.length ? `; ${r.problems.length} line(s) could not be read` : '';
  return `${parts.join(', ')}${unread}.`;
}
