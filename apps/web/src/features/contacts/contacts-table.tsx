// The Executor tab's Contacts table: everyone the executor deals with, in the shared grid, with the contact,
// address and Address Book dialogs.
import { Button } from '@mantine/core';
import type { Contact } from '@probity/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { EstateGrid, SelectionButton } from '../../components/grid';
import { useTabGrid } from '../../components/tab-grid';
import { createDialogStore, useEstateStore, useFacts } from '../../estate';
import { noticeDraftPath } from '../../lib/estate-routes';
import { useUser } from '../auth';
import { useNoticed, withNoticeColumn } from '../notices';
import { openReport } from '../reports';
import { AddressDialog, type AddressParts } from './address-dialog';
import { CONTACT_COLUMNS } from './contact-columns';
import { ContactDialog } from './contact-dialog';
import { deleteContacts, editContactNow, saveContact } from './contact-edits';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'address'; contact: Contact };
const dialogs = createDialogStore<Dialog | null>(null);

export function ContactsTable() {
  const facts = useFacts();
  const rows = facts.contacts;
  const { data: user } = useUser();
  const grid = useTabGrid<Contact>({
    gridId: 'contacts',
    userId: user?.id,
    title: 'Contacts',
    emptyText:
      'Keep the people you deal with in one place: the lawyer, the bank, the heirs, the funeral home.',
  });
  const viewOnly = grid.readOnly;
  const estateId = useEstateStore((s) => s.estateId);
  const navigate = useNavigate();
  const dialog = dialogs.useOpen();
  const country = facts.meta.country_code;
  const noticed = useNoticed('contacts');
  const columns = useMemo(
    () => withNoticeColumn(CONTACT_COLUMNS, 'contacts', noticed, (r) => r.name),
    [noticed],
  );
  const one = (kind: 'edit' | 'address') =>
    grid.withSelection(([c]) => {
      if (c) dialogs.open({ kind, contact: c });
    });
  const close = (id?: number) => {
    dialogs.close();
    grid.selectSoon(id);
  };
  const saveAddress = async (c: Contact, a: AddressParts) => {
    const r = await saveContact(c.id, a);
    grid.showMessage(r.error ?? null);
    dialogs.close();
  };

  const actions = (
    <>
      {!viewOnly && (
        <Button size="xs" onClick={() => dialogs.open({ kind: 'add' })} data-testid="contact-add">
          Add contact
        </Button>
      )}
      {!viewOnly && (
        <SelectionButton need="one" onClick={one('edit')} data-testid="contact-edit">
          Edit
        </SelectionButton>
      )}
      {!viewOnly && (
        <SelectionButton
          need="one"
          onClick={grid.withSelection(([c]) => {
            if (c && estateId) navigate(noticeDraftPath(estateId, 'contacts', c.id));
          })}
          data-testid="contact-notice"
        >
          Notice
        </SelectionButton>
      )}
      {!viewOnly && (
        <SelectionButton need="one" onClick={one('address')} data-testid="contact-address-btn">
          Address
        </SelectionButton>
      )}
      <Button size="xs" variant="light" onClick={() => openReport('contacts')} data-testid="contact-book">
        Address Book
      </Button>
    </>
  );
  return (
    <>
      <EstateGrid<Contact>
        {...grid.props}
        emptyAction={{ label: 'Add contact', onClick: () => dialogs.open({ kind: 'add' }) }}
        rows={rows}
        columns={columns}
        toolbar={actions}
        onOpenItem={(c) => dialogs.open({ kind: 'edit', contact: c })}
        onCellEdit={(id, field, value) => editContactNow(Number(id), { [field]: value })}
        onDelete={viewOnly ? undefined : (ids) => deleteContacts(ids.map(Number))}
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
          onClose={() => dialogs.close()}
          onSave={(a) => void saveAddress(dialog.contact, a)}
        />
      )}
    </>
  );
}
