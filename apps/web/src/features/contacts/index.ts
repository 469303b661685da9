// The Contacts table of the Executor tab, with its dialogs.
export { ContactsTable } from './contacts-table';
