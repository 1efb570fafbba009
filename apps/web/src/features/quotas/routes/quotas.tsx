import { PartnerSettingsScreen } from '@/features/registry-common';
import { FixedQuotasTable } from '../components/fixed-quotas-table';
import { PartnerQuotas } from '../components/partner-quotas';

/** Registry › Cupos: a partner's effective cupos (own or inherited), their edit and global save. */
export function Component() {
  return (
    <PartnerSettingsScreen
      title="Cupos"
      subtitle="Lo máximo que se puede vender de un número en un sorteo, por tipo de jugada. Se hereda hacia abajo."
      pickerId="quota-partner"
      prompt="Elija un asociado para ver y editar sus cupos."
      sheet={(partnerId) => <PartnerQuotas partnerId={partnerId} />}
    >
      <FixedQuotasTable />
    </PartnerSettingsScreen>
  );
}
