// An audit entry in words, for the owner's History dialog.
import type { AuditEntryOut, Spelling } from '@probity/domain';
import { priceText } from '../licence';
import { accessLabel } from './sharing-api';

type Detail = {
  email?: string;
  to?: string;
  access?: 0 | 1 | 2;
  from?: 0 | 1 | 2;
  keep_access?: 0 | 1 | 2;
  parts?: string[];
  amount?: number;
  currency?: string;
  quantity?: number;
  item?: string;
  name?: string;
};

/** What an entry did, in words, spelt for the estate's country. */
export function auditText(e: Pick<AuditEntryOut, 'action' | 'revision' | 'detail'>, spell: Spelling): string {
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
    case 'licence_bought':
      return `Bought the ${spell.licence}${paidText(d)}`;
    case 'licences_bought':
      return `Bought ${d.quantity} ${d.quantity === 1 ? spell.licence : spell.licences} to use on estates${paidText(d)}`;
    case 'licence_assigned':
      return `Licensed the estate with a ${spell.licence} bought ahead`;
    case 'storage_bought':
      return `Bought more file storage${paidText(d)}`;
    case 'probate_service_bought':
      return `Bought the probate lawyer service${paidText(d)}`;
    case 'service_bought':
      return `Bought ${d.name ?? d.item ?? 'a service'}${paidText(d)}`;
    case 'bank_link':
      return 'Linked a bank account';
    case 'reveal':
      return 'Showed a tax number in full';
    default:
      return e.revision ? `Saved changes (revision ${e.revision})` : `Changed the estate (${e.action})`;
  }
}

const paidText = (d: Detail) =>
  typeof d.amount === 'number' ? ` for ${priceText(d.amount, d.currency ?? 'usd')}` : '';
