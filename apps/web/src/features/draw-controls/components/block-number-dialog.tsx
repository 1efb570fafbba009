import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useCreateBlockedNumber } from '../api/create-blocked-number';
import { EMPTY_BLOCK_FORM, toBlockRequest, ZBlockForm, type BlockForm } from './block-form';
import { BlockNumberFields } from './block-number-fields';
import { PartnerScopeField } from './partner-scope-field';

const dateSlot = { inputLabel: { shrink: true } };

/** Blocks a number: product, draw, number, whose network, between which dates and why. */
export function BlockNumberDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateBlockedNumber();
  const form = useForm<BlockForm>({
    resolver: contractResolver(ZBlockForm),
    defaultValues: EMPTY_BLOCK_FORM,
  });
  const { control, setValue } = form;
  return (
    <FormDialog
      form={form}
      title="Bloquear número"
      onSubmit={(values) => create.mutateAsync(toBlockRequest(values))}
      onClose={onClose}
      submitLabel="Bloquear"
    >
      <Stack spacing={2}>
        <BlockNumberFields control={control} setValue={setValue} />
        <PartnerScopeField
          control={control}
          name="partner_id"
          id="block-partner"
          hint="Sin asociado, el bloqueo aplica a toda su red. Con uno, solo a él y a lo que tiene debajo."
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="date_from" label="Desde" type="date" slotProps={dateSlot} />
          <FormTextField control={control} name="date_to" label="Hasta" type="date" slotProps={dateSlot} />
        </Stack>
        <FormTextField control={control} name="reason" label="Motivo" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
