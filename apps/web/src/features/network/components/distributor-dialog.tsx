import { ZPartnerUpdate, type Partner } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog } from '@/components/form';
import { useFathers } from '../api/list-partners';
import { useSaveDistributor, type DistributorValues } from '../api/save-distributor';
import { GeneralFields, LocationFields, StatusField } from './partner-fields';
import { EMPTY_PARTNER, PARTNER_FIELD_NAMES, valuesOfPartner } from './partner-values';

/** Creates (no `partner`) or edits a distributor; another parent moves it with its subtree. */
export function DistributorDialog({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  const fathers = useFathers('DISTRIBUIDOR');
  const form = useForm<DistributorValues>({
    resolver: contractResolver(ZPartnerUpdate),
    defaultValues: partner ? valuesOfPartner(partner) : EMPTY_PARTNER,
  });
  const save = useSaveDistributor();
  // A distributor cannot hang under itself: leave it out of its own parent choices.
  const parents = (fathers.data ?? []).filter((candidate) => candidate.id !== partner?.id);
  return (
    <FormDialog
      form={form}
      title={partner ? `Editar distribuidor ${partner.code}` : 'Nuevo distribuidor'}
      onSubmit={(values) => save.mutateAsync({ id: partner?.id ?? null, values })}
      onClose={onClose}
      serverFields={PARTNER_FIELD_NAMES}
      maxWidth="md"
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
  );
}
