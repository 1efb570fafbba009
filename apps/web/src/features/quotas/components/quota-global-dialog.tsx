import { GLOBAL_TARGET_LABELS, GLOBAL_TARGETS, ZGlobalTarget, type GlobalTarget } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField, lastSegment, MoneyField } from '@/components/form';
import { toast } from '@/components/toast';
import { LimitKeyFields, orNull, type LimitKeyForm } from '@/features/registry-common';
import { useSaveRegularQuotasGlobal } from '../api/save-regular-quotas';
import { QUOTA_FIELDS, type QuotaPartner } from './quota-dialog';
import { ZQuotaForm, type QuotaForm } from './quota-form';

const ZGlobalForm = ZQuotaForm.extend({ target: ZGlobalTarget });
type GlobalForm = QuotaForm & { target: GlobalTarget };

/** The same cupo for every child of the partner, or every partner of a kind below it. */
export function QuotaGlobalDialog({ partner, onClose }: { partner: QuotaPartner; onClose: () => void }) {
  const save = useSaveRegularQuotasGlobal();
  const form = useForm<GlobalForm>({
    resolver: contractResolver(ZGlobalForm),
    defaultValues: { target: 'CHILDREN', draw_id: 0, amount: '' },
  });
  const apply = async ({ target, product_id, draw_id, bet_type_id, amount }: GlobalForm) => {
    const result = await save.mutateAsync({
      partner_id: partner.id,
      target,
      quotas: [{ product_id, draw_id: orNull(draw_id), bet_type_id, amount }],
    });
    toast.success(`Se aplicó a ${result.partners} asociado(s); ${result.changed_rows} cupo(s) cambiaron.`);
  };
  return (
    <FormDialog
      form={form}
      title={`Cupo global bajo ${partner.name}`}
      onSubmit={apply}
      onClose={onClose}
      submitLabel="Aplicar"
      serverFields={QUOTA_FIELDS}
      serverFieldOf={lastSegment}
    >
      <Stack spacing={2}>
        <Alert severity="warning" variant="outlined">
          Reemplaza el cupo propio de cada asociado alcanzado para este producto, sorteo y tipo de jugada.
        </Alert>
        <FormTextField
          control={form.control}
          name="target"
          label="Aplicar a"
          options={GLOBAL_TARGETS.map((t) => ({ value: t, label: GLOBAL_TARGET_LABELS[t] }))}
        />
        <LimitKeyFields control={form.control as unknown as Control<LimitKeyForm>} />
        <MoneyField control={form.control} name="amount" label="Cupo por número" currency={partner.currency} required />
      </Stack>
    </FormDialog>
  );
}
