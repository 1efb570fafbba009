import { PartnerSettingsScreen } from '@/features/registry-common';
import { CommissionsListTable } from '../components/commissions-list-table';
import { PartnerCommissions } from '../components/partner-commissions';

/** Registry › Comisiones: a partner's commission sheet, its edit, and the global save. */
export function Component() {
  return (
    <PartnerSettingsScreen
      title="Comisiones"
      subtitle="Porcentaje de las ventas por producto; participación sobre la utilidad; extra y máximo."
      pickerId="commission-partner"
      kinds={['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA']}
      prompt="Elija un asociado para ver y editar sus comisiones."
      sheet={(partnerId) => <PartnerCommissions partnerId={partnerId} />}
    >
      <CommissionsListTable />
    </PartnerSettingsScreen>
  );
}
