import { ZPartnerUpdate, type Partner } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form';
import { useFathers } from '../api/list-partners';
import { useSaveDistributor, type DistributorValues } from '../api/save-distributor';
import { FormDialog } from './form-dialog';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { EMPTY_PARTNER, PARTNER_FIELD_NAMES, valuesOfPartner } from './partner-values';

/** Creates (no `partner`) or edits a distributor; another parent moves it with its subtree. */
export function DistributorDialog({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  const fathers = useFathers('DISTRIBUIDOR');
  const form = useForm<DistributorValues>({
    resolver: zodResolver(ZPartnerUpdate),
    defaultValues: partner ? valuesOfPartner(partner) : EMPTY_PARTNER,
  });
  const save = useSaveDistributor();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: partner?.id ?? null, values },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(error, form.setError, PARTNER_FIELD_NAMES) },
    ),
  );
  // A distributor cannot hang under itself: leave it out of its own parent choices.
  const parents = (fathers.data ?? []).filter((candidate) => candidate.id !== partner?.id);
  return (
    <FormProvider {...form}>
      <FormDialog
        title={partner ? `Editar distribuidor ${partner.code}` : 'Nuevo distribuidor'}
        busy={save.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack spacing={2}>
          <GeneralFields
            parents={parents}
            parentLabel="Pertenece a (banca o distribuidor)"
            {...(partner ? { editingId: partner.id } : {})}
          />
          <LocationFields />
          {partner && <StatusField />}
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
