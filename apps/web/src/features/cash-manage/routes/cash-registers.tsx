import { RegistersReview } from '@/features/cash';
import { usePartnerOptions } from '@/features/registry-common';

/** Administración de caja › Arqueos: every register of the bank's taquillas, narrowed to one agency, to review. */
export function Component() {
  const agencies = usePartnerOptions(['AGENCIA']);
  const options = (agencies.data ?? []).map((agency) => ({ value: String(agency.id), label: agency.name }));
  return <RegistersReview partners={{ label: 'Agencia', options }} />;
}
