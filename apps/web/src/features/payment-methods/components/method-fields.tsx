import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  DOCUMENT_TYPES,
  PAYMENT_METHOD_TYPE_LABELS,
  PAYMENT_METHOD_TYPES,
  VENEZUELAN_BANKS,
  type PaymentMethodType,
  type SavePaymentMethodRequest,
} from '@banca/contracts';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';

export type MethodForm = Omit<SavePaymentMethodRequest, 'active'> & { active: 'true' | 'false' };

const TYPES = PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: PAYMENT_METHOD_TYPE_LABELS[type] }));
const BANKS = VENEZUELAN_BANKS.map((bank) => ({ value: bank.code, label: `${bank.code} · ${bank.name}` }));
const DOCUMENTS = DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));
const ACCOUNTS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));
const STATES = [
  { value: 'true', label: 'Activo' },
  { value: 'false', label: 'Inactivo' },
];

/** Which details each type asks for (the contract refuses the others as missing). */
const SHOWN: Record<PaymentMethodType, readonly string[]> = {
  CUENTA_BANCARIA: ['bank', 'holder', 'document', 'account'],
  PAGO_MOVIL: ['bank', 'document', 'phone'],
  ZELLE: ['holder', 'email'],
  EFECTIVO: [],
  OTRO: [],
};

/** The method's type, alias and state, then only the details its type needs. */
export function MethodFields({ control, type }: { control: Control<MethodForm>; type: PaymentMethodType }) {
  const shown = new Set(SHOWN[type]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="type" label="Tipo" options={TYPES} />
        <FormTextField control={control} name="alias" label="Alias" required />
      </Stack>
      {shown.has('bank') && <FormTextField control={control} name="bank_code" label="Banco" options={BANKS} />}
      {shown.has('holder') && <FormTextField control={control} name="holder_name" label="Titular" />}
      {shown.has('document') && (
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="holder_document_type"
            label="Tipo de documento"
            options={DOCUMENTS}
            sx={{ maxWidth: 160 }}
          />
          <FormTextField control={control} name="holder_document_number" label="Número de documento" />
        </Stack>
      )}
      {shown.has('account') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="account_number" label="Número de cuenta (20 dígitos)" />
          <FormTextField
            control={control}
            name="account_type"
            label="Tipo de cuenta"
            options={ACCOUNTS}
            sx={{ maxWidth: 200 }}
          />
        </Stack>
      )}
      {shown.has('phone') && <FormTextField control={control} name="phone" label="Teléfono (04XX1234567)" />}
      {shown.has('email') && <FormTextField control={control} name="email" label="Correo" type="email" />}
      <FormTextField control={control} name="description" label="Descripción" multiline minRows={2} />
      <FormTextField control={control} name="active" label="Estado" options={STATES} />
    </Stack>
  );
}
