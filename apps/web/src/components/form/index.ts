/** THE form-field wrapper and THE money input (ARCHITECTURE: "one form-field wrapper"). */
export { FormTextField, type FormOption, type FormTextFieldProps } from './form-text-field';
export { INVALID_AMOUNT, MoneyField, type MoneyFieldProps } from './money-field';
export { decimalToMinor, minorToInputText } from './money-text';
export { applyServerFieldErrors } from './server-errors';
