// The contact dialog: add or edit one contact, with its address through the address dialog.
import { Button, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import {
  type Contact,
  formatAddress,
  isValidEmail,
  MSG_CONTACT_EMAIL_INVALID,
  stripWebPrefix,
} from '@probity/domain';
import { useState } from 'react';
import { FormDialog, useFields } from '../../components/dialog-form';
import { AddressDialog, type AddressParts } from './address-dialog';
import { CONTACT_TYPE_OPTIONS } from './contact-columns';
import { saveContact } from './contact-edits';

const typeData = CONTACT_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const partsOf = (c: Partial<Contact>): AddressParts => ({
  street: c.street ?? '',
  street2: c.street2 ?? '',
  city: c.city ?? '',
  state: c.state ?? '',
  county: c.county ?? '',
  postal: c.postal ?? '',
  country: c.country ?? '',
});

export function ContactDialog({
  contact,
  defaultCountry,
  onClose,
}: {
  contact: Contact | null;
  defaultCountry: string;
  onClose: (id?: number) => void;
}) {
  const {
    values: f,
    set,
    bind,
  } = useFields({
    name: contact?.name ?? '',
    i_type: String(contact?.i_type ?? 0),
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    web: contact?.web ?? '',
    note: contact?.note ?? '',
  });
  const [addr, setAddr] = useState<AddressParts>(
    partsOf(contact ?? { country: defaultCountry.toUpperCase() }),
  );
  const [editAddr, setEditAddr] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailWarning = f.email.trim() && !isValidEmail(f.email) ? MSG_CONTACT_EMAIL_INVALID : null;

  const save = async () => {
    if (!f.name.trim()) return setError('Please enter a name for the contact.');
    const r = await saveContact(contact?.id ?? null, {
      ...f,
      name: f.name.trim(),
      i_type: Number(f.i_type),
      web: stripWebPrefix(f.web),
      ...addr,
    });
    if (r.error) setError(r.error);
    else onClose(r.id ?? contact?.id);
  };

  return (
    <FormDialog
      testId="contact"
      title={contact ? `Contact: ${contact.name}` : 'Add contact'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      error={error}
      submitLabel={contact ? 'Save' : 'Add'}
    >
      <TextInput
        label="Name"
        required
        {...bind('name')}
        maxLength={500}
        data-autofocus
        data-testid="contact-name"
      />
      <Select
        label="Type"
        data={typeData}
        value={f.i_type}
        onChange={(v) => set({ i_type: v ?? '0' })}
        allowDeselect={false}
        data-testid="contact-type"
      />
      <TextInput label="Phone" {...bind('phone')} maxLength={500} data-testid="contact-phone" />
      <TextInput
        label="Email"
        {...bind('email')}
        maxLength={500}
        error={emailWarning}
        data-testid="contact-email"
      />
      <TextInput
        label="Web"
        {...bind('web')}
        onBlur={() => set({ web: stripWebPrefix(f.web) })}
        maxLength={500}
        placeholder="example.com"
        data-testid="contact-web"
      />
      <Group gap="xs" align="center">
        <Text size="sm" style={{ flex: 1 }} data-testid="contact-address">
          {formatAddress(addr) || 'No address yet'}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditAddr(true)}
          data-testid="contact-edit-address"
        >
          Address...
        </Button>
      </Group>
      <Textarea label="Note" {...bind('note')} maxLength={500} autosize minRows={2} />
      {editAddr && (
        <AddressDialog
          value={addr}
          title={`Address: ${f.name || 'new contact'}`}
          onClose={() => setEditAddr(false)}
          onSave={(a) => {
            setAddr(a);
            setEditAddr(false);
          }}
        />
      )}
    </FormDialog>
  );
}
