import type { ScheduledJob } from '@banca/contracts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { formatEvery } from '../logic/durations';

/** What the job's last run was, and what went wrong while it is being retried. */
function LastRun({ job }: { job: ScheduledJob }) {
  if (!job.last_finished_at) return <>Todavía no ha corrido</>;
  return (
    <>
      {formatDateTime(job.last_finished_at)}
      {job.last_outcome && (
        <>
          {' '}
          <StatusChip family="jobRun" status={job.last_outcome} />
        </>
      )}
      {job.last_error && (
        <Typography variant="body2" color="error">
          {job.consecutive_failures > 1 ? `${job.consecutive_failures} fallos seguidos: ` : ''}
          {job.last_error}
        </Typography>
      )}
    </>
  );
}

const HEADERS = ['Tarea', 'Frecuencia', 'Estado', 'Última ejecución', 'Próxima ejecución'];

/** Every scheduled job of the system: its pace, state, last run and next run. */
export function JobsSummary({ jobs }: { jobs: readonly ScheduledJob[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label="Tareas">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Ningún proceso ha registrado tareas todavía.</TableCell>
            </TableRow>
          )}
          {jobs.map((job) => (
            <TableRow key={job.name} data-job={job.name}>
              <TableCell>{job.title}</TableCell>
              <TableCell>{formatEvery(job.interval_ms)}</TableCell>
              <TableCell>
                <StatusChip family="job" status={job.state} />
                {job.running_on && (
                  <Typography variant="body2" color="text.secondary">{`en ${job.running_on}`}</Typography>
                )}
              </TableCell>
              <TableCell>
                <LastRun job={job} />
              </TableCell>
              <TableCell>{job.state === 'EN_CURSO' ? '—' : formatDateTime(job.next_run_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
