// Shared pieces of form dialogs: the modal shell with its error and footer, and the error line alone.
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormError } from './form-error';
export { BLANK_ITEM_HEAD, type ItemHead, ItemHeadFields } from './item-head-fields';
