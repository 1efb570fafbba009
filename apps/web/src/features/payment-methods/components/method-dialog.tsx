import { ZSavePaymentMethodRequest, type PartnerPaymentMethod } from '@banca/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog } from '@/components/form';
import { useSavePaymentMethod } from '../api/save-payment-method';
import { MethodFields, type MethodForm } from './method-fields';

/** The contract's body: empty fields are absent, the state is read from the select's text. */
const ZMethodForm = z.preprocess((value) => {
  const fields = Object.entries(value as Record<string, unknown>).map(([key, field]) => [
    key,
    field === '' && key !== 'alias' && key !== 'description' ? null : field,
  ]);
  return { ...Object.fromEntries(fields), active: String((value as { active?: unknown }).active) !== 'false' };
}, ZSavePaymentMethodRequest);

const blank = (method: PartnerPaymentMethod | null): MethodForm => ({
  type: method?.type ?? 'CUENTA_BANCARIA',
  alias: method?.alias ?? '',
  description: method?.description ?? '',
  bank_code: method?.bank_code ?? '',
  holder_name: method?.holder_name ?? '',
  holder_document_type: (method?.holder_document_type as MethodForm['holder_document_type']) ?? 'V',
  holder_document_number: method?.holder_document_number ?? '',
  phone: method?.phone ?? '',
  email: method?.email ?? '',
  account_number: method?.account_number ?? '',
  account_type: (method?.account_type as MethodForm['account_type']) ?? 'CORRIENTE',
  active: method?.active === false ? 'false' : 'true',
});

/** Creates or edits one of the user's partner's payment methods. */
export function MethodDialog({ method, onClose }: { method: PartnerPaymentMethod | null; onClose: () => void }) {
  const save = useSavePaymentMethod();
  const form = useForm<MethodForm>({ resolver: contractResolver(ZMethodForm), defaultValues: blank(method) });
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <FormDialog
      form={form}
      title={method ? `Editar ${method.alias}` : 'Nuevo método de pago'}
      onSubmit={(values) =>
        save.mutateAsync({
          ...(method ? { id: method.id } : {}),
          body: { ...values, active: String(values.active) !== 'false' },
        })
      }
      onClose={onClose}
    >
      <MethodFields control={form.control} type={type} />
    </FormDialog>
  );
}
