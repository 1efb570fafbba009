import type { LogEntry } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { DayDigestsLink } from '@/features/integrity';
import { formatDateTime } from '@/lib/format';
import { useLogList } from '../api/list-logs';
import { actionLabel, entityLabel, roleLabel } from '../components/labels';
import { LogDetailDialog } from '../components/log-detail-dialog';
import { LogFilters } from '../components/log-filters';

const columns = (open: (entry: LogEntry) => void): DataTableColumn<LogEntry>[] => [
  { id: 'at', header: 'Fecha', sortable: true, render: (e) => formatDateTime(e.at) },
  { id: 'username', header: 'Usuario', sortable: true, render: (e) => e.username ?? '—' },
  { id: 'role', header: 'Rol', hideOnSmall: true, render: (e) => roleLabel(e.role) },
  { id: 'action', header: 'Acción', sortable: true, render: (e) => actionLabel(e.action) },
  { id: 'entity', header: 'Entidad', sortable: true, render: (e) => entityLabel(e.entity) },
  {
    id: 'subject_partner',
    header: 'Asociado afectado',
    hideOnSmall: true,
    render: (e) => e.subject_partner?.name ?? e.partner?.name ?? '—',
  },
  { id: 'ip', header: 'IP', hideOnSmall: true },
  {
    id: 'detail',
    header: 'Detalle',
    render: (e) => (
      <Button size="small" onClick={() => open(e)} aria-label={`Ver detalle del registro ${e.id}`}>
        Ver
      </Button>
    ),
  },
];

/** Tools › Bitácora: who changed what in the banca, with filters and a before/after view. */
export function Component() {
  const list = useLogList();
  const [open, setOpen] = useState<LogEntry | null>(null);
  return (
    <>
      <PageHeader
        title="Bitácora"
        subtitle="Cambios hechos en la banca: quién, cuándo, desde dónde, antes y después."
        actions={<DayDigestsLink />}
      />
      <DataTable
        label="Bitácora"
        columns={columns(setOpen)}
        list={list}
        rowKey={(e) => e.id}
        toolbar={<LogFilters list={list} />}
        exportName="bitacora"
      />
      {open && <LogDetailDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
