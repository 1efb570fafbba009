import type { JobRun } from '@banca/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { jobsOf, useJobList } from '../api/list-jobs';
import { JobsSummary } from '../components/jobs-summary';
import { RunFilters } from '../components/run-filters';
import { formatDuration } from '../logic/durations';

const columns: DataTableColumn<JobRun>[] = [
  { id: 'started_at', header: 'Inicio', sortable: true, render: (run) => formatDateTime(run.started_at) },
  { id: 'job_title', header: 'Tarea' },
  { id: 'outcome', header: 'Resultado', render: (run) => <StatusChip family="jobRun" status={run.outcome} /> },
  { id: 'detail', header: 'Detalle', render: (run) => run.error ?? run.summary ?? '—' },
  { id: 'duration_ms', header: 'Duración', align: 'right', render: (run) => formatDuration(run.duration_ms) },
  { id: 'attempt', header: 'Intento', align: 'right', hideOnSmall: true },
  { id: 'holder', header: 'Proceso', hideOnSmall: true },
];

/** Tareas programadas: every job's state, and the runs kept of the last days (ADR 055). */
export function Component() {
  const list = useJobList();
  const jobs = jobsOf(list);
  return (
    <>
      <PageHeader
        title="Tareas programadas"
        subtitle="Cada tarea corre una sola vez entre todos los procesos de la API. Se guardan las ejecuciones que hicieron algo o fallaron, de los últimos 14 días."
        actions={
          <Button startIcon={<RefreshIcon />} onClick={() => void list.query.refetch()} loading={list.query.isFetching}>
            Actualizar
          </Button>
        }
      />
      {jobs && <JobsSummary jobs={jobs} />}
      <DataTable
        label="Ejecuciones"
        showCaption
        columns={columns}
        list={list}
        rowKey={(run) => run.id}
        toolbar={<RunFilters list={list} jobs={jobs ?? []} />}
        emptyText="No hay ejecuciones guardadas con estos filtros"
        exportName="tareas-programadas"
      />
    </>
  );
}
