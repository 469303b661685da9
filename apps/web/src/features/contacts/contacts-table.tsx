// The Executor tab's Contacts table: everyone the executor deals with, in the shared grid, with the contact,
// address and Address Book dialogs.
import { Button } from '@mantine/core';
import type { Contact } from '@probity/domain';
import { useMemo, useRef, useState } from 'react';
import { EstateGrid, type EstateGridHandle } from '../../components/grid';
import { useItemId } from '../../lib/estate-routes';
import { useFacts } from '../../lib/working-facts';
import { useUser } from '../auth';
import { useEstateStore } from '../save';
import { AddressBook } from './address-book';
import { AddressDialog, type AddressParts } from './address-dialog';
import { CONTACT_COLUMNS } from './contact-columns';
import { ContactDialog } from './contact-dialog';
import { deleteContacts, editContactNow, saveContact } from './contact-edits';

type Dialog = { kind: 'add' | 'book' } | { kind: 'edit' | 'address'; contact: Contact };

export function ContactsTable() {
  const { facts } = useFacts();
  const rows = facts.contacts;
  const viewOnly = useEstateStore((s) => s.viewOnly || s.mode === 'sample');
  const grid = useRef<EstateGridHandle<Contact>>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [itemId] = useItemId();
  const { data: user } = useUser();
  const country = facts.meta.country_code;
  const columns = useMemo(() => CONTACT_COLUMNS, []);
  const one = (kind: 'edit' | 'address') => () => {
    const c = grid.current?.requireSelection()?.[0];
    if (c) setDialog({ kind, contact: c });
  };
  const close = (id?: number) => {
    setDialog(null);
    if (id !== undefined) setTimeout(() => grid.current?.selectIds([id]), 50);
  };
  const saveAddress = async (c: Contact, a: AddressParts) => {
    const r = await saveContact(c.id, a);
    grid.current?.showMessage(r.error ?? null);
    setDialog(null);
  };

  const actions = (
    <>
      {!viewOnly && (
        <Button size="xs" onClick={() => setDialog({ kind: 'add' })} data-testid="contact-add">
          Add
        </Button>
      )}
      {!viewOnly && (
        <Button size="xs" variant="light" onClick={one('edit')} data-testid="contact-edit">
          Edit
        </Button>
      )}
      {!viewOnly && (
        <Button size="xs" variant="light" onClick={one('address')} data-testid="contact-address-btn">
          Address
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        onClick={() => setDialog({ kind: 'book' })}
        data-testid="contact-book"
      >
        Address Book
      </Button>
    </>
  );
  return (
    <>
      <EstateGrid<Contact>
        ref={grid}
        gridId="contacts"
        userId={user?.id}
        rows={rows}
        columns={columns}
        readOnly={viewOnly}
        itemId={itemId}
        title="Contacts"
        toolbar={actions}
        onCellEdit={(id, field, value) => editContactNow(Number(id), { [field]: value })}
        onDelete={viewOnly ? undefined : (ids) => deleteContacts(ids.map(Number))}
        emptyText="No contacts yet: use Add for the lawyer, the bank, the heirs..."
      />
      {dialog?.kind === 'add' && <ContactDialog contact={null} defaultCountry={country} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <ContactDialog contact={dialog.contact} defaultCountry={country} onClose={close} />
      )}
      {dialog?.kind === 'address' && (
        <AddressDialog
          value={{
            street: dialog.contact.street,
            street2: dialog.contact.street2,
            city: dialog.contact.city,
            state: dialog.contact.state,
            county: dialog.contact.county,
            postal: dialog.contact.postal,
            country: dialog.contact.country || country.toUpperCase(),
          }}
          title={`Address: ${dialog.contact.name}`}
          onClose={() => setDialog(null)}
          onSave={(a) => void saveAddress(dialog.contact, a)}
        />
      )}
      {dialog?.kind === 'book' && <AddressBook contacts={rows} onClose={() => setDialog(null)} />}
    </>
  );
}
