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
import { errorsToCaller, type RunOptions, runOp, runOpNow } from '../../estate';

type Fields = Omit<Partial<Contact>, 'id'>;

/** Warnings do not stop the change; they show as a notice (the duplicate one names the contact). */
const warnings = (name: string | undefined): RunOptions => ({
  ...errorsToCaller,
  onWarning: (w) =>
    notifications.show({
      color: 'yellow',
      message: w === MSG_CONTACT_DUPLICATE ? msgContactDuplicate(name ?? '') : w,
      withBorder: true,
    }),
});

export function editContactNow(id: number, patch: Fields): string | null {
  const o = runOpNow((f) => editContact(f, id, patch), warnings(patch.name));
  return o.kind === 'error' ? o.msg : null;
}

export async function saveContact(
  id: number | null,
  fields: Fields,
): Promise<{ id?: number; error?: string }> {
  const r = await runOp(
    (f) => (id === null ? addContact(f, fields) : editContact(f, id, fields)),
    warnings(fields.name),
  );
  if (r.kind === 'error') return { error: r.msg };
  return { id: r.kind === 'ok' ? r.id : undefined };
}

export async function deleteContacts(ids: number[]): Promise<string | null> {
  for (const id of ids) {
    const o = await runOp((f) => deleteContact(f, id), errorsToCaller);
    if (o.kind === 'error') return o.msg;
  }
  return null;
}
