import { ANOMALY_KIND_LABELS, ANOMALY_PARAM_LABELS, type AnomalyRule } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, type Path } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useUpdateAnomalyRule } from '../api/update-anomaly-rule';
import { formOf, ruleFormSchema, toUpdateRequest, type RuleForm } from './rule-params';

const STATES = [
  { value: 'ACTIVE', label: 'Activa' },
  { value: 'INACTIVE', label: 'Inactiva' },
];

/** Changes one anomaly rule: its kind's parameters (the server checks them again) and whether it runs. */
export function AnomalyRuleDialog({ rule, onClose }: { rule: AnomalyRule; onClose: () => void }) {
  const update = useUpdateAnomalyRule();
  const form = useForm<RuleForm>({
    resolver: contractResolver(ruleFormSchema(rule.kind)) as never,
    defaultValues: formOf(rule),
  });
  return (
    <FormDialog
      form={form}
      title={`Regla: ${ANOMALY_KIND_LABELS[rule.kind]}`}
      onSubmit={(values) => update.mutateAsync({ id: rule.id, body: toUpdateRequest(values) })}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {Object.entries(rule.params).map(([key, value]) => (
          <FormTextField
            key={key}
            control={form.control}
            name={`params.${key}` as Path<RuleForm>}
            label={ANOMALY_PARAM_LABELS[key] ?? key}
            integer={typeof value === 'number'}
          />
        ))}
        <FormTextField control={form.control} name="state" label="Estado" options={STATES} />
      </Stack>
    </FormDialog>
  );
}
