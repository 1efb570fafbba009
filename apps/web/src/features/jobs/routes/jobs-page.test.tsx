import { listJobs, type JobRun, type ListJobsResponse, type ScheduledJob } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { Component as JobsPage } from './jobs-page';

const PATH = '/admin/tools/jobs';

const job = (name: string, title: string, more: Partial<ScheduledJob> = {}): ScheduledJob => ({
  name,
  title,
  interval_ms: 60_000,
  state: 'AL_DIA',
  next_run_at: '2026-11-26T15:31:00.000Z',
  consecutive_failures: 0,
  running_on: null,
  last_started_at: '2026-11-26T15:30:00.000Z',
  last_finished_at: '2026-11-26T15:30:02.000Z',
  last_outcome: 'ok',
  last_error: null,
  ...more,
});

const run = (id: number, more: Partial<JobRun> = {}): JobRun => ({
  id,
  job_name: 'daily-settlement',
  job_title: 'Liquidación diaria',
  holder: 'api-1:4242:a1b2c3',
  started_at: '2026-11-26T15:30:00.000Z',
  finished_at: '2026-11-26T15:30:02.500Z',
  duration_ms: 2_500,
  outcome: 'ok',
  attempt: 1,
  error: null,
  summary: '2 días liquidados (25/11/2026, 26/11/2026), 14 asientos',
  ...more,
});

const answer = (jobs: ScheduledJob[], runs: JobRun[]): ListJobsResponse => ({
  data: runs,
  total: runs.length,
  page: 1,
  per_page: 50,
  jobs,
});

const JOBS = [
  job('daily-settlement', 'Liquidación diaria'),
  job('prize-expiry-notices', 'Aviso de premios por vencer', {
    state: 'REINTENTANDO',
    interval_ms: 900_000,
    consecutive_failures: 2,
    last_outcome: 'error',
    last_error: 'Se perdió la conexión con la base de datos',
  }),
  job('rollup-fold', 'Plegado de acumulados de ventas', {
    state: 'EN_CURSO',
    interval_ms: 1_000,
    running_on: 'api-2:77:ffeedd',
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the scheduled jobs screen', { timeout: 30_000 }, () => {
  it('shows every job with its state and the runs, newest first, with dates in Spanish', async () => {
    const asked = recordFetch(() =>
      jsonResponse(
        200,
        answer(JOBS, [run(2), run(1, { outcome: 'error', error: 'Tiempo agotado', summary: null, attempt: 2 })]),
      ),
    );
    renderSignedIn(JobsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    const jobs = await screen.findByRole('table', { name: 'Tareas' });
    const settlement = within(jobs).getByText('Liquidación diaria').closest('tr')!;
    expect(within(settlement).getByText('Al día')).toBeTruthy();
    expect(within(settlement).getByText('cada 1 min')).toBeTruthy();
    const notices = within(jobs).getByText('Aviso de premios por vencer').closest('tr')!;
    expect(within(notices).getByText('Reintentando')).toBeTruthy();
    expect(within(notices).getByText('2 fallos seguidos: Se perdió la conexión con la base de datos')).toBeTruthy();
    const fold = within(jobs).getByText('Plegado de acumulados de ventas').closest('tr')!;
    expect(within(fold).getByText('En curso')).toBeTruthy();
    expect(within(fold).getByText('en api-2:77:ffeedd')).toBeTruthy();

    const runs = screen.getByRole('table', { name: 'Ejecuciones' });
    const rows = within(runs).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('2 días liquidados (25/11/2026, 26/11/2026), 14 asientos')).toBeTruthy();
    expect(within(rows[0]!).getByText('Correcta')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 s')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^26\/11\/2026 \d\d:30 (am|pm)$/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Con error')).toBeTruthy();
    expect(within(rows[1]!).getByText('Tiempo agotado')).toBeTruthy();
    // Newest first by default.
    const first = urlsTo(asked, listJobs.path)[0]!;
    expect(first.searchParams.get('sort')).toBe('started_at');
    expect(first.searchParams.get('order')).toBe('desc');
  });

  it('filters the runs by job and outcome, in the URL and in the request', async () => {
    const asked = recordFetch(() => jsonResponse(200, answer(JOBS, [run(1)])));
    const router = renderSignedIn(JobsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await screen.findByRole('table', { name: 'Tareas' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Tarea' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aviso de premios por vencer' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Resultado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Con error' }));
    await vi.waitFor(() => {
      const last = urlsTo(asked, listJobs.path).at(-1)!;
      expect(last.searchParams.get('job')).toBe('prize-expiry-notices');
      expect(last.searchParams.get('outcome')).toBe('error');
    });
    expect(router.state.location.search).toContain('job=prize-expiry-notices');
    expect(router.state.location.search).toContain('outcome=error');
  });

  it('says so when no job has run and no run is kept', async () => {
    recordFetch(() => jsonResponse(200, answer([], [])));
    renderSignedIn(JobsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    expect(await screen.findByText('Ningún proceso ha registrado tareas todavía.')).toBeTruthy();
    expect(screen.getByText('No hay ejecuciones guardadas con estos filtros')).toBeTruthy();
  });

  it('shows the server’s error with a way to try again', async () => {
    recordFetch(() => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Ocurrió un error interno.' }));
    renderSignedIn(JobsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    expect(await screen.findByText('Ocurrió un error interno.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tareas' })).toBeNull();
  });
});
