import type { UniqueConflicts } from '../../lib/use-case';

export const PAYMENT_METHOD_CONFLICTS: UniqueConflicts = {
  payment_methods_alias_uq: { field: 'alias', message: 'Ya tiene un método de pago con ese alias.' },
};

export const MISSING_PAYMENT_METHOD = 'El método de pago no existe.';
