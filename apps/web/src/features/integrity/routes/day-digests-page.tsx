import type { DayDigest } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { DrawSealsLink } from '@/features/draw-seals';
import { RegulatorReportLink } from '@/features/regulator-report';
import { formatDateTime, formatDay } from '@/lib/format';
import { useDayDigestList } from '../api/list-day-digests';
import { CopyDigestButton, ShortDigest } from '@/components/digest';

const headOf = (d: DayDigest, chain: string) => d.heads.find((h) => h.chain === chain)?.seq ?? '—';

const columns: DataTableColumn<DayDigest>[] = [
  { id: 'day', header: 'Día', sortable: true, render: (d) => formatDay(d.day) },
  {
    id: 'digest',
    header: 'Huella',
    render: (d) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ShortDigest digest={d.digest} />
        <CopyDigestButton digest={d.digest} />
      </Stack>
    ),
  },
  {
    id: 'previous',
    header: 'Huella anterior',
    hideOnSmall: true,
    render: (d) => (d.previous ? <ShortDigest digest={d.previous} /> : '—'),
  },
  { id: 'audit', header: 'Registros de la bitácora', align: 'right', render: (d) => headOf(d, 'audit') },
  { id: 'ledger', header: 'Asientos del libro', align: 'right', render: (d) => headOf(d, 'ledger') },
  // The days before the seals joined the digest (version 1) show a dash.
  { id: 'seals', header: 'Actas de cierre', align: 'right', render: (d) => headOf(d, 'seals') },
  { id: 'sealed_at', header: 'Sellada', hideOnSmall: true, render: (d) => formatDateTime(d.sealed_at) },
];

/** Huella diaria: the digest of each closed business day over the audit log, the ledger (ADR 057) and the draw seals (ADR 060). */
export function Component() {
  const list = useDayDigestList();
  return (
    <>
      <PageHeader
        title="Huella diaria"
        subtitle="Cada día cerrado resume la bitácora, el libro y las actas de cierre de los sorteos hasta su cierre, encadenado con el día anterior. Quien guarde una huella puede comprobar con el verificador independiente que nada anterior cambió."
        actions={
          <Stack direction="row" spacing={1}>
            <DrawSealsLink />
            <RegulatorReportLink />
          </Stack>
        }
      />
      <DataTable
        label="Huellas diarias"
        showCaption
        columns={columns}
        list={list}
        rowKey={(d) => d.day}
        emptyText="Aún no ha cerrado ningún día desde que se encadenan los registros"
      />
    </>
  );
}
