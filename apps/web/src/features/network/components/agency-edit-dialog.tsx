import { ZUpdateAgencyRequest, type Agency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog } from '@/components/form';
import { useFathers } from '../api/list-partners';
import { useUpdateAgency, type CreateAgencyValues } from '../api/save-agency';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { valuesOfPartner, PARTNER_FIELD_NAMES } from './partner-values';

/** Edits an agency; another parent moves it with its taquillas. */
export function AgencyEditDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const fathers = useFathers('AGENCIA');
  const form = useForm<CreateAgencyValues>({
    resolver: contractResolver(ZUpdateAgencyRequest),
    defaultValues: valuesOfPartner(agency),
  });
  const update = useUpdateAgency();
  return (
    <FormDialog
      form={form}
      title={`Editar agencia ${agency.code}`}
      onSubmit={(values) => update.mutateAsync({ id: agency.id, values })}
      onClose={onClose}
      serverFields={PARTNER_FIELD_NAMES}
      maxWidth="md"
    >
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
  );
}
