import { ZReverseAccountEntryRequest, type AccountEntryLine } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { useReverseAccountEntry } from '../api/account-entries';

/** Reverses a manual entry with a linked entry of opposite sense; the observation says why. */
export function ReverseDialog({ line, onClose }: { line: AccountEntryLine; onClose: () => void }) {
  const reverse = useReverseAccountEntry();
  const form = useForm<{ observation: string }>({
    resolver: contractResolver(ZReverseAccountEntryRequest),
    defaultValues: { observation: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Revertir el asiento ${line.id}`}
      submitLabel="Revertir"
      submitColor="warning"
      onSubmit={(values) => reverse.mutateAsync({ id: line.id, observation: values.observation })}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography>
          {line.contributor_name} → {line.beneficiary_name}: {formatMoney(line.amount, line.currency)}. Un asiento no se
          borra: se registra otro en sentido contrario, enlazado a este.
        </Typography>
        <FormTextField control={form.control} name="observation" label="Observación" multiline minRows={2} required />
      </Stack>
    </FormDialog>
  );
}
