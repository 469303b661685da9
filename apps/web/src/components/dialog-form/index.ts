// Shared pieces of form dialogs: the modal shell with its error and footer, the error line alone, the "+" of
// several-line dialogs, the first fields of a new inventory item, and text fields bound to one state object. How a
// dialog is opened is the estate core's (createDialogStore in src/estate).
export { AddLineButton } from './add-line-button';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormError } from './form-error';
export { BLANK_ITEM_HEAD, type ItemHead, ItemHeadFields, newItemInput } from './item-head-fields';
export { useFields } from './use-fields';
