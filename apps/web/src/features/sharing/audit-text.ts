// An audit entry in words, for the owner's History dialog.
import type { AuditEntryOut } from '@probity/domain';
import { accessLabel } from './sharing-api';

type Detail = {
  email?: string;
  to?: string;
  access?: 0 | 1 | 2;
  from?: 0 | 1 | 2;
  keep_access?: 0 | 1 | 2;
  parts?: string[];
};

/** What an entry did, in words. */
export function auditText(e: Pick<AuditEntryOut, 'action' | 'revision' | 'detail'>): string {
  const d = (e.detail ?? {}) as Detail;
  switch (e.action) {
    case 'create':
      return 'Created the estate';
    case 'share_invite':
      return `Invited ${d.email} (${accessLabel(d.access ?? 0)})`;
    case 'share_reinvite':
      return `Sent the invitation to ${d.email} again`;
    case 'share_accept':
      return `${d.email} accepted the invitation`;
    case 'share_change':
      return `Changed the access of ${d.email} from ${accessLabel(d.from ?? 0)} to ${accessLabel(d.access ?? 0)}`;
    case 'share_remove':
      return `Removed ${d.email}`;
    case 'owner_change':
      return `Transferred ownership to ${d.to}, keeping ${accessLabel(d.keep_access ?? 0)}`;
    case 'bank_link':
      return 'Linked a bank account';
    case 'reveal':
      return 'Showed a tax number in full';
    default:
      return e.revision ? `Saved changes (revision ${e.revision})` : `Changed the estate (${e.action})`;
  }
}
