import type { CommissionEntry, PartnerCommissionsResponse } from '@banca/contracts';
import { PartnerSheetSection } from '@/features/registry-common';
import { usePartnerCommissions } from '../api/get-partner-commissions';
import { CommissionDialog } from './commission-dialog';
import { CommissionGlobalDialog } from './commission-global-dialog';
import { CommissionSheetTable } from './commission-sheet-table';

/** The chosen partner's commissions, editable one by one, and the global save to those below it. */
export function PartnerCommissions({ partnerId }: { partnerId: number }) {
  const sheet = usePartnerCommissions(partnerId);
  return (
    <PartnerSheetSection<PartnerCommissionsResponse, CommissionEntry>
      sheet={sheet}
      loadingText="Cargando comisiones…"
      headingId="sheet-title"
      heading={(partner) => `Comisiones de ${partner.name}`}
      newLabel="Nueva comisión"
      globalLabel="Comisión global"
      table={(sheet, edit) => <CommissionSheetTable sheet={sheet} onEdit={edit} />}
      editor={(partner, entry, onClose) => <CommissionDialog partner={partner} entry={entry} onClose={onClose} />}
      globalEditor={(partner, onClose) => <CommissionGlobalDialog partner={partner} onClose={onClose} />}
    />
  );
}
