import { ALERT_STATUSES, ALERT_STATUS_LABELS, ANOMALY_KINDS, ANOMALY_KIND_LABELS, type Alert } from '@banca/contracts';
import { ListDayFilter, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { usePartnerOptions } from '@/features/registry-common';

const STATUSES = ALERT_STATUSES.map((value) => ({ value, label: ALERT_STATUS_LABELS[value] }));
const KINDS = ANOMALY_KINDS.map((value) => ({ value, label: ANOMALY_KIND_LABELS[value] }));

/** Status, kind, days raised and branch of the alerts; each kept in the URL. */
export function AlertFilters({ list }: { list: ListQuery<Alert> }) {
  const partners = usePartnerOptions(['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA']);
  return (
    <>
      <ListSelectFilter list={list} filter="status" label="Estado" options={STATUSES} />
      <ListSelectFilter list={list} filter="kind" label="Tipo" options={KINDS} />
      <ListDayFilter list={list} filter="from" label="Desde" />
      <ListDayFilter list={list} filter="to" label="Hasta" />
      <ListSelectFilter
        list={list}
        filter="partner_id"
        label="Asociado"
        options={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
    </>
  );
}
