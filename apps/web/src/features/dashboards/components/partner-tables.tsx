import { PARTNER_KIND_LABELS, type KpiPartnerRef, type LatestPartner, type PartnerSales } from '@banca/contracts';
import Link from '@mui/material/Link';
import { PartnerTrail } from '@/components/partner-trail';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';
import { KpiTable } from './kpi-table';

const LATEST_COLUMNS: ReportColumn<LatestPartner>[] = [
  {
    id: 'partner',
    header: 'Asociado',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.partner.name}</span>,
  },
  { id: 'kind', header: 'Tipo', render: (row) => PARTNER_KIND_LABELS[row.partner.kind], hideOnSmall: true },
  { id: 'created_at', header: 'Alta', render: (row) => formatDate(row.created_at) },
  moneyColumn<LatestPartner>({ id: 'sales', header: 'Ventas desde el alta', currency: (row) => row.currency }),
];

/** The newest partners of the network, with what their part of it sold since. */
export function LatestPartnersTable({
  rows,
  loading,
}: {
  rows: readonly LatestPartner[] | undefined;
  loading: boolean;
}) {
  return (
    <KpiTable
      label="Asociados más recientes"
      columns={LATEST_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.partner.id}|${row.currency}`}
      loading={loading}
      emptyText="No hay asociados por debajo"
    />
  );
}

const money = (id: keyof PartnerSales & string, header: string) =>
  moneyColumn<PartnerSales>({ id, header, currency: (row) => row.currency });

function partnerColumns(drill: (partner: KpiPartnerRef) => void): ReportColumn<PartnerSales>[] {
  return [
    {
      id: 'partner',
      header: 'Asociado',
      render: ({ partner }) =>
        partner.kind === 'TAQUILLA' ? (
          `${partner.code} · ${partner.name}`
        ) : (
          <Link
            component="button"
            type="button"
            onClick={() => drill(partner)}
            aria-label={`Ver el detalle de ${partner.name}`}
          >
            {`${partner.code} · ${partner.name}`}
          </Link>
        ),
    },
    { id: 'kind', header: 'Tipo', render: (row) => PARTNER_KIND_LABELS[row.partner.kind], hideOnSmall: true },
    money('sales', 'Ventas'),
    money('annulled', 'Anulado'),
    money('prizes', 'Premios'),
    money('commission', 'Comisión'),
    money('net', 'Neto'),
  ];
}

/**
 * Sales one level below the focus; a partner with a level below it opens it (its id goes to the
 * URL), and the trail above the table goes back up.
 */
export function PartnerSalesTable({
  rows,
  chain,
  loading,
  onFocus,
}: {
  rows: readonly PartnerSales[] | undefined;
  chain: readonly KpiPartnerRef[] | undefined;
  loading: boolean;
  /** The partner to look inside, or null for the caller's own network. */
  onFocus: (partner: KpiPartnerRef | null) => void;
}) {
  return (
    <>
      <PartnerTrail trail={chain ?? []} label="Nivel de la red" spacing={1} onChoose={onFocus} />
      <KpiTable
        label="Ventas por asociado"
        columns={partnerColumns(onFocus)}
        rows={rows}
        rowKey={(row) => `${row.partner.id}|${row.currency}`}
        loading={loading}
      />
    </>
  );
}
