import {
  CURRENCY_CODES,
  isPercentThreshold,
  RISK_THRESHOLD_KINDS,
  RISK_THRESHOLD_KIND_LABELS,
  type Currency,
  type RiskThreshold,
} from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useProductOptions } from '@/features/registry-common';
import { currencyLabel } from '@/lib/format';
import { useCreateRiskThreshold, useUpdateRiskThreshold } from '../api/save-risk-threshold';
import { formOf, toSaveRequest, ZThresholdForm, type ThresholdForm } from './threshold-form';

interface RiskThresholdDialogProps {
  /** The threshold being changed; none to add one. */
  readonly threshold?: RiskThreshold;
  readonly currency: Currency;
  readonly onClose: () => void;
}

/** What a rule reaches: every product, one lottery, or one product. */
function useReachOptions() {
  const products = useProductOptions().data ?? [];
  const lotteries = new Map(products.map((product) => [product.lottery_id, product.lottery_name]));
  return [
    { value: '', label: 'Todos los productos' },
    ...[...lotteries].map(([id, name]) => ({ value: `L${id}`, label: `Lotería ${name}` })),
    ...products.map((product) => ({ value: `P${product.id}`, label: `${product.name} (${product.lottery_name})` })),
  ];
}

/** Adds or changes a risk threshold: its kind, its percentage or amount, and what it reaches. */
export function RiskThresholdDialog({ threshold, currency, onClose }: RiskThresholdDialogProps) {
  const create = useCreateRiskThreshold();
  const update = useUpdateRiskThreshold();
  const form = useForm<ThresholdForm>({
    resolver: contractResolver(ZThresholdForm),
    defaultValues: formOf(threshold, currency),
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const moneyCurrency = useWatch({ control, name: 'currency' });
  const reachOptions = useReachOptions();
  const save = (values: ThresholdForm) => {
    const body = toSaveRequest(values);
    return threshold ? update.mutateAsync({ id: threshold.id, body }) : create.mutateAsync(body);
  };
  return (
    <FormDialog
      form={form}
      title={threshold ? 'Editar umbral de riesgo' : 'Nuevo umbral de riesgo'}
      onSubmit={save}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="kind"
          label="Tipo"
          options={RISK_THRESHOLD_KINDS.map((value) => ({ value, label: RISK_THRESHOLD_KIND_LABELS[value] }))}
        />
        {isPercentThreshold(kind) ? (
          <FormTextField
            control={control}
            name="percent"
            label="Porcentaje del límite"
            integer
            helperText="Del cupo del asociado que lo fija o, en la banca, del tope (el menor)."
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="currency"
              label="Moneda"
              options={CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }))}
            />
            <MoneyField
              control={control}
              name="amount"
              currency={moneyCurrency}
              label="Pago posible mayor que"
              helperText="Lo vendido al número por su multiplicador."
            />
          </Stack>
        )}
        <FormTextField control={control} name="reach" label="Alcance" options={reachOptions} />
      </Stack>
    </FormDialog>
  );
}
