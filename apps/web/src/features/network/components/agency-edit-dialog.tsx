import { ZUpdateAgencyRequest, type Agency } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form';
import { useFathers } from '../api/list-partners';
import { useUpdateAgency, type CreateAgencyValues } from '../api/save-agency';
import { FormDialog } from './form-dialog';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { valuesOfPartner, PARTNER_FIELD_NAMES } from './partner-values';

/** Edits an agency; another parent moves it with its taquillas. */
export function AgencyEditDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const fathers = useFathers('AGENCIA');
  const form = useForm<CreateAgencyValues>({
    resolver: zodResolver(ZUpdateAgencyRequest),
    defaultValues: valuesOfPartner(agency),
  });
  const update = useUpdateAgency();
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: agency.id, values },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(error, form.setError, PARTNER_FIELD_NAMES) },
    ),
  );
  return (
    <FormProvider {...form}>
      <FormDialog title={`Editar agencia ${agency.code}`} busy={update.isPending} onSubmit={submit} onClose={onClose}>
        <Stack spacing={2}>
          <GeneralFields
            parents={fathers.data ?? []}
            parentLabel="Pertenece a (banca o distribuidor)"
            editingId={agency.id}
          />
          <LocationFields />
          <StatusField />
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
