/** Contact rules: names required and unique, email check, web prefix stripped, duplicate caution. */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import { isValidEmail } from '../email.ts';
import { type Contact, ZContact } from '../entities/people.ts';
import type { Facts } from '../entities/working-copy.ts';
import { fullAt } from '../limits.ts';
import * as M from '../messages.ts';
import { fail, type NewItem, newItemId, type OpResult, ok } from './result.ts';

export const stripWebPrefix = (s: string): string => s.trim().replace(/^https?:\/\//i, '');

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

function warningsFor(c: Contact): string[] {
  return c.email && !isValidEmail(c.email) ? [M.MSG_CONTACT_EMAIL_INVALID] : [];
}

/** A new contact (name may be blank for now, as a new grid row is); refused until all others are named. */
export function addContact(f: Facts, input: NewItem<Partial<Contact>>): OpResult {
  const full = fullAt(f, 'contacts');
  if (full) return fail(full.code, full.msg);
  if (f.contacts.some((c) => !c.name.trim())) return fail('names_first', M.MSG_CONTACT_NAMES_FIRST);
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZContact.safeParse({ ...input, id, web: stripWebPrefix(input.web ?? '') });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  const c = r.data;
  if (c.name.trim() && f.contacts.some((x) => x.name === c.name)) return fail('unique', M.MSG_CONTACT_UNIQUE);
  const warnings = warningsFor(c);
  if (c.name.trim() && f.contacts.some((x) => norm(x.name) === norm(c.name)))
    warnings.push(M.MSG_CONTACT_DUPLICATE);
  return ok({ ...f, contacts: [...f.contacts, c] }, { id: c.id, warnings });
}

export function editContact(f: Facts, id: number, patch: Omit<Partial<Contact>, 'id'>): OpResult {
  const old = f.contacts.find((c) => c.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  const next = { ...old, ...patch, ...(patch.web === undefined ? {} : { web: stripWebPrefix(patch.web) }) };
  const r = ZContact.safeParse(next);
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  const c = r.data;
  if (!c.name.trim()) return fail('name_required', M.MSG_INVALID_FORM);
  if (f.contacts.some((x) => x.id !== id && x.name === c.name)) return fail('unique', M.MSG_CONTACT_UNIQUE);
  const warnings = warningsFor(c);
  if (patch.name !== undefined && f.contacts.some((x) => x.id !== id && norm(x.name) === norm(c.name))) {
    warnings.push(M.MSG_CONTACT_DUPLICATE);
  }
  return ok({ ...f, contacts: f.contacts.map((x) => (x.id === id ? c : x)) }, { id, warnings });
}

export function deleteContact(f: Facts, id: number): OpResult {
  if (!f.contacts.some((c) => c.id === id)) return fail('missing', M.MSG_NOT_FOUND);
  return ok({ ...f, contacts: f.contacts.filter((c) => c.id !== id) }, { id });
}
