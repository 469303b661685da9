// Contact changes through the engine's rules: unique names, names before new contacts, email warning,
// web prefix stripped, and the caution about a near-duplicate name.
import { notifications } from '@mantine/notifications';
import {
  addContact,
  type Contact,
  deleteContact,
  editContact,
  MSG_CONTACT_DUPLICATE,
  msgContactDuplicate,
} from '@probity/domain';
import { type OpOutcome, runOp, runOpNow } from '../../lib/run-op';

type Fields = Omit<Partial<Contact>, 'id'>;

/** Warnings do not stop the change; they show as a notice (the duplicate one names the contact). */
function warn(o: OpOutcome | { kind: string }, name: string | undefined): void {
  if (o.kind !== 'ok' || !('warnings' in o)) return;
  for (const w of o.warnings) {
    notifications.show({
      color: 'yellow',
      message: w === MSG_CONTACT_DUPLICATE ? msgContactDuplicate(name ?? '') : w,
      withBorder: true,
    });
  }
}

export function editContactNow(id: number, patch: Fields): string | null {
  const o = runOpNow((f) => editContact(f, id, patch));
  warn(o, patch.name);
  return o.kind === 'error' ? o.msg : null;
}

export async function saveContact(
  id: number | null,
  fields: Fields,
): Promise<{ id?: number; error?: string }> {
  const o = await runOp((f) => (id === null ? addContact(f, fields) : editContact(f, id, fields)));
  warn(o, fields.name);
  if (o.kind === 'error') return { error: o.msg };
  return { id: o.kind === 'ok' ? o.id : undefined };
}

export async function deleteContacts(ids: number[]): Promise<string | null> {
  for (const id of ids) {
    const o = await runOp((f) => deleteContact(f, id));
    if (o.kind === 'error') return o.msg;
  }
  return null;
}
