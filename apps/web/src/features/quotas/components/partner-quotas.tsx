import type { EffectiveQuota, EffectiveQuotasResponse } from '@banca/contracts';
import { PartnerSheetSection } from '@/features/registry-common';
import { useEffectiveQuotas } from '../api/get-effective-quotas';
import { EffectiveQuotasTable } from './effective-quotas-table';
import { QuotaDialog } from './quota-dialog';
import { QuotaGlobalDialog } from './quota-global-dialog';

/** The chosen partner's effective cupos, with its own cupos to set and the global save below it. */
export function PartnerQuotas({ partnerId }: { partnerId: number }) {
  const sheet = useEffectiveQuotas(partnerId);
  return (
    <PartnerSheetSection<EffectiveQuotasResponse, EffectiveQuota>
      sheet={sheet}
      loadingText="Cargando cupos…"
      headingId="effective-title"
      heading={(partner) => `Cupos efectivos de ${partner.name}`}
      newLabel="Nuevo cupo"
      globalLabel="Cupo global"
      table={(sheet, edit) => <EffectiveQuotasTable sheet={sheet} onEdit={edit} />}
      editor={(partner, entry, onClose) => <QuotaDialog partner={partner} entry={entry} onClose={onClose} />}
      globalEditor={(partner, onClose) => <QuotaGlobalDialog partner={partner} onClose={onClose} />}
    />
  );
}
