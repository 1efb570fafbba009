import { ZUpdateTicketOfficeRequest, type TicketOffice } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form';
import { useAgencyOptions } from '../api/list-agencies';
import { useSaveTicketOffice, type TicketOfficeValues } from '../api/ticket-offices';
import { FormDialog } from './form-dialog';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { EMPTY_PARTNER, PARTNER_FIELD_NAMES, valuesOfPartner } from './partner-values';

/** Creates (no `office`) or edits a taquilla; its parent is an agency. */
export function TicketOfficeDialog({ office, onClose }: { office: TicketOffice | null; onClose: () => void }) {
  const agencies = useAgencyOptions();
  const form = useForm<TicketOfficeValues>({
    resolver: zodResolver(ZUpdateTicketOfficeRequest),
    defaultValues: office ? valuesOfPartner(office) : { ...EMPTY_PARTNER, is_polla_seller: false },
  });
  const save = useSaveTicketOffice();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: office?.id ?? null, values },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(error, form.setError, PARTNER_FIELD_NAMES) },
    ),
  );
  return (
    <FormProvider {...form}>
      <FormDialog
        title={office ? `Editar taquilla ${office.code}` : 'Nueva taquilla'}
        busy={save.isPending}
        onSubmit={submit}
        onClose={onClose}
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
    </FormProvider>
  );
}
