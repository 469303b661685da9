// Shared pieces of form dialogs: the modal shell with its error and footer, the error line alone, the store of a
// dialog opened from anywhere, the "+" of several-line dialogs, the first fields of a new inventory item, and text
// fields bound to one state object.
export { AddLineButton } from './add-line-button';
export { createDialogStore } from './dialog-store';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormError } from './form-error';
export { BLANK_ITEM_HEAD, type ItemHead, ItemHeadFields, newItemInput } from './item-head-fields';
export { useFields } from './use-fields';
