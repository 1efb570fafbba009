/** THE form-field wrapper, THE money input, the contract resolver and the form dialog. */
export { contractResolver } from './contract-resolver';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormTextField, type FormOption, type FormTextFieldProps } from './form-text-field';
export { INVALID_AMOUNT, MoneyField, type MoneyFieldProps } from './money-field';
export { decimalToMinor, minorToInputText } from './money-text';
export { applyServerFieldErrors, formFieldPaths, lastSegment, type ServerErrorPlacement } from './server-errors';
