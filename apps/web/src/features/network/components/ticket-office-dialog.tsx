import { ZUpdateTicketOfficeRequest, type TicketOffice } from '@banca/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver, FormDialog } from '@/components/form';
import { useAgencyOptions } from '../api/list-agencies';
import { useSaveTicketOffice, type TicketOfficeValues } from '../api/ticket-offices';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { EMPTY_PARTNER, PARTNER_FIELD_NAMES, valuesOfPartner } from './partner-values';

/** Creates (no `office`) or edits a taquilla; its parent is an agency. */
export function TicketOfficeDialog({ office, onClose }: { office: TicketOffice | null; onClose: () => void }) {
  const agencies = useAgencyOptions();
  const form = useForm<TicketOfficeValues>({
    resolver: contractResolver(ZUpdateTicketOfficeRequest),
    defaultValues: office ? valuesOfPartner(office) : { ...EMPTY_PARTNER, is_polla_seller: false },
  });
  const save = useSaveTicketOffice();
  return (
    <FormDialog
      form={form}
      title={office ? `Editar taquilla ${office.code}` : 'Nueva taquilla'}
      onSubmit={(values) => save.mutateAsync({ id: office?.id ?? null, values })}
      onClose={onClose}
      serverFields={PARTNER_FIELD_NAMES}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <GeneralFields
          parents={agencies.data ?? []}
          parentLabel="Agencia"
          {...(office ? { editingId: office.id } : {})}
        />
        <Controller
          control={form.control}
          name="is_polla_seller"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label="Vende polla"
            />
          )}
        />
        <LocationFields />
        {office && <StatusField />}
      </Stack>
    </FormDialog>
  );
}
