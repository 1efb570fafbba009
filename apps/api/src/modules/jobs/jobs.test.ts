import { exportJobRuns, listJobs, type ListJobsResponse } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { makeDue, testJob } from '../../../test/kits/job-runner-test-kit';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build({ jobsPollMs: 0, rollupFoldIntervalMs: 0 });
  admin = (await signInAs(t.app, 'admin')).access_token;
  let calls = 0;
  t.app.jobs.register({
    ...testJob('test-history', 'Prueba de historial', 600_000, 0),
    run: async () => {
      calls += 1;
      if (calls === 1) throw new Error('Se cayó la conexión');
      return `${calls} cosas hechas`;
    },
  });
  await t.app.jobs.runDue();
  await makeDue(t, 'test-history');
  await t.app.jobs.runDue();
  await makeDue(t, 'test-history');
  await t.app.jobs.runDue();
});
afterAll(async () => t?.close());

const read = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: listJobs.path, query, headers: bearer(token) });

describe('GET /api/v2/admin/jobs', () => {
  it('answers the administrator every job with its state and the runs, newest first', async () => {
    const answer = await read(admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ListJobsResponse>();
    const job = body.jobs.find((one) => one.name === 'test-history');
    expect(job).toMatchObject({
      title: 'Prueba de historial',
      interval_ms: 600_000,
      state: 'AL_DIA',
      consecutive_failures: 0,
      last_outcome: 'ok',
      last_error: null,
      running_on: null,
    });
    expect(Date.parse(job!.next_run_at) - Date.now()).toBeGreaterThan(500_000);
    expect(body.jobs.map((one) => one.name)).toContain('prize-expiry-notices');
    expect(body.total).toBe(3);
    expect(body.data.map((run) => [run.job_title, run.outcome, run.attempt, run.summary, run.error])).toEqual([
      ['Prueba de historial', 'ok', 1, '3 cosas hechas', null],
      ['Prueba de historial', 'ok', 2, '2 cosas hechas', null],
      ['Prueba de historial', 'error', 1, null, 'Se cayó la conexión'],
    ]);
    expect(body.data[0]!.holder).toBe(t.app.jobs.holder);
  });

  it('filters the runs by job and outcome and pages them', async () => {
    const errors = (await read(admin, { job: 'test-history', outcome: 'error' })).json<ListJobsResponse>();
    expect(errors.total).toBe(1);
    expect(errors.data[0]!.error).toBe('Se cayó la conexión');
    expect((await read(admin, { job: 'prize-expiry-notices' })).json<ListJobsResponse>().total).toBe(0);
    const second = (await read(admin, { per_page: '1', page: '2' })).json<ListJobsResponse>();
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 1 });
    expect(second.data[0]!.summary).toBe('2 cosas hechas');
    const oldest = (await read(admin, { sort: 'started_at', order: 'asc', per_page: '1' })).json<ListJobsResponse>();
    expect(oldest.data[0]!.outcome).toBe('error');
  });

  it('shows a job whose last run failed as being retried', async () => {
    t.app.jobs.register({
      ...testJob('test-failing', 'Prueba que falla', 600_000, 0),
      run: async () => {
        throw new Error('Sin proveedor');
      },
    });
    await t.app.jobs.runDue();
    const job = (await read(admin)).json<ListJobsResponse>().jobs.find((one) => one.name === 'test-failing');
    expect(job).toMatchObject({ state: 'REINTENTANDO', consecutive_failures: 1, last_error: 'Sin proveedor' });
  });

  it('refuses a bad filter in Spanish', async () => {
    const answer = await read(admin, { outcome: 'regular' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field: 'outcome', message: 'El resultado debe ser ok o error.' });
  });

  it('is the banca administrator’s only: 403 to the others, 401 without a session', async () => {
    for (const username of ['supervisor', 'distribuidor', 'agencia', 'taquilla']) {
      const answer = await read((await signInAs(t.app, username)).access_token);
      expect(answer.statusCode, username).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
    expect((await t.app.inject({ method: 'GET', url: listJobs.path })).statusCode).toBe(401);
  });

  it('exports the runs the list shows, with its filters, to the administrator only', async () => {
    const file = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: exportJobRuns.path, payload: body, headers: bearer(token) });
    const all = await file(admin, { format: 'csv' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('tareas-programadas');
    const lines = all.body.split('\n').filter((line) => line.includes('Prueba de historial'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('3 cosas hechas');
    expect(lines[2]).toContain('Con error');
    const errors = await file(admin, { format: 'csv', job: 'test-history', outcome: 'error' });
    expect(errors.body.split('\n').filter((line) => line.includes('Prueba de historial'))).toHaveLength(1);
    expect(errors.body).toContain('Se cayó la conexión');
    const supervisor = (await signInAs(t.app, 'supervisor')).access_token;
    expect((await file(supervisor, { format: 'csv' })).statusCode).toBe(403);
  });
});
