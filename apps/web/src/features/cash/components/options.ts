import { CURRENCY_CODES, PAYMENT_TYPES } from '@banca/contracts';
import { currencyLabel } from '@/lib/format';

export const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));
export const METHOD_OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type.code, label: type.name }));

/** A payment method's Spanish name. */
export const methodLabel = (code: string) => PAYMENT_TYPES.find((type) => type.code === code)?.name ?? code;
