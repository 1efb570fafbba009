import type { PollaTicketRow } from '@banca/contracts';
import type { ReactNode } from 'react';
import type { ListQuery } from '@/components/data-table';
import { ReportTable } from '@/components/report-table';
import { pageOf } from '../api/tickets';
import { pollaTicketColumns } from './ticket-columns';
import { PollaTicketFilters } from './ticket-filters';

/** A list of polla tickets with its filters, its totals and its export; `actions` are each row's buttons. */
export function PollaTicketTable({
  label,
  list,
  exportName,
  actions,
}: {
  label: string;
  list: ListQuery<PollaTicketRow>;
  exportName: string;
  actions: (row: PollaTicketRow) => ReactNode;
}) {
  return (
    <ReportTable
      label={label}
      columns={pollaTicketColumns(actions)}
      list={list}
      totals={pageOf(list)?.totals}
      rowKey={(row) => row.id}
      toolbar={<PollaTicketFilters list={list} />}
      exportName={exportName}
    />
  );
}
