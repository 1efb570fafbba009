import {
  acknowledgeAlert,
  ANOMALY_RULE_DEFAULTS,
  listAlerts,
  listAnomalyRules,
  pathOf,
  updateAnomalyRule,
  type Alert,
  type AnomalyRule,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, pageOf, recordFetch, type AskedRequest } from '@/test/fake-api';
import { Component as AlertsPage } from './alerts-page';

const PATH = '/admin/tools/alerts';

const alert = (id: number, more: Partial<Alert> = {}): Alert => ({
  id,
  kind: 'ANNULMENTS_BEFORE_CLOSE',
  status: 'ABIERTA',
  partner: { id: 40, name: 'Taquilla Caracas 1-1' },
  title: '3 anulaciones antes del cierre en Taquilla Caracas 1-1',
  detail:
    'Taquilla Caracas 1-1 anuló 3 tickets de Lotto Activo 12/03/2031 10:00 en los últimos 15 minutos antes del cierre.',
  evidence: { annulments: 3, minutes: 15 },
  tickets: [
    { id: '901', serial: '0000000901' },
    { id: '902', serial: '0000000902' },
  ],
  raised_at: '2031-03-12T14:00:00.000Z',
  note: null,
  handled_by: null,
  handled_at: null,
  ...more,
});

const ALERTS = [
  alert(1),
  alert(2, {
    kind: 'FAILED_PRIZE_CODES',
    status: 'DESCARTADA',
    title: 'Códigos de premio fallidos: el usuario aca1-t3',
    tickets: [],
    note: 'Cliente con el ticket roto',
    handled_by: 'supervisor',
    handled_at: '2031-03-12T15:00:00.000Z',
  }),
];

const RULES: AnomalyRule[] = Object.entries(ANOMALY_RULE_DEFAULTS).map(([kind, params], i) => ({
  id: i + 1,
  kind: kind as AnomalyRule['kind'],
  params,
  active: true,
  updated_at: '2031-03-01T00:00:00.000Z',
}));

function api(): AskedRequest[] {
  return recordFetch((request) => {
    if (request.path === listAnomalyRules.path) return jsonResponse(200, pageOf(RULES));
    if (request.path === listAlerts.path) return jsonResponse(200, pageOf(ALERTS));
    if (request.method === 'PATCH') return jsonResponse(200, { ...RULES[0]!, ...(request.body as object) });
    if (request.method === 'POST') return jsonResponse(200, { ...ALERTS[0]!, status: 'RECONOCIDA' });
    return jsonResponse(200, pageOf([]));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the alerts screen', { timeout: 30_000 }, () => {
  it('lists the alerts with their detail, their tickets linked to the ticket consult, and their state', async () => {
    api();
    renderSignedIn(AlertsPage, DEMO_USERS.distribuidor, { url: PATH, route: PATH });
    const table = await screen.findByRole('table', { name: 'Alertas' });
    await within(table).findByText(ALERTS[0]!.title);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(ALERTS[0]!.title)).toBeTruthy();
    expect(within(rows[0]!).getByText('Taquilla Caracas 1-1')).toBeTruthy();
    const link = within(rows[0]!).getByRole('link', { name: 'Ver el ticket 0000000901' });
    expect(link.getAttribute('href')).toBe('/admin/administrative/balance-report/ticketConsult?serial=0000000901');
    expect(within(rows[0]!).getByText('Abierta')).toBeTruthy();
    expect(within(rows[1]!).getByText('Descartada')).toBeTruthy();
    expect(within(rows[1]!).getByText('Nota de supervisor: Cliente con el ticket roto')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /^Reconocer/ })).toBeNull();
    // A distributor reads no rules.
    expect(screen.queryByRole('heading', { name: 'Reglas de anomalías' })).toBeNull();
  });

  it('acknowledges an alert only with a note, sending it to the alert’s path', async () => {
    const asked = api();
    renderSignedIn(AlertsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await userEvent.click(await screen.findByRole('button', { name: `Reconocer: ${ALERTS[0]!.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconocer alerta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconocer' }));
    expect(await within(dialog).findByText('La nota debe tener al menos 3 caracteres.')).toBeTruthy();
    expect(asked.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nota/ }), 'Llamé a la taquilla');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconocer' }));
    await vi.waitFor(() => expect(asked.filter((request) => request.method === 'POST')).toHaveLength(1));
    const posted = asked.find((request) => request.method === 'POST')!;
    expect(posted.path).toBe(pathOf(acknowledgeAlert, { id: 1 }));
    expect(posted.body).toEqual({ note: 'Llamé a la taquilla' });
  });

  it('puts the filters in the address', async () => {
    const asked = api();
    renderSignedIn(AlertsPage, DEMO_USERS.admin, { url: `${PATH}?status=ABIERTA&kind=WINNER_SHARE`, route: PATH });
    await screen.findByRole('table', { name: 'Alertas' });
    const listed = asked.filter((request) => request.path === listAlerts.path);
    expect(listed.at(-1)!.search.get('status')).toBe('ABIERTA');
    expect(listed.at(-1)!.search.get('kind')).toBe('WINNER_SHARE');
  });

  it('lets the administrator edit a rule, refusing a factor below 2 in Spanish', async () => {
    const asked = api();
    renderSignedIn(AlertsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar la regla Ritmo de venta inusual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regla: Ritmo de venta inusual' });
    const factor = within(dialog).getByRole('textbox', { name: 'Factor (veces)' });
    await userEvent.tripleClick(factor);
    await userEvent.keyboard('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El factor debe estar entre 2 y 100.')).toBeTruthy();
    await userEvent.tripleClick(factor);
    await userEvent.keyboard('6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(asked.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    const patched = asked.find((request) => request.method === 'PATCH')!;
    expect(patched.path).toBe(pathOf(updateAnomalyRule, { id: 1 }));
    expect(patched.body).toEqual({ params: { factor: 6, min_tickets: 20, history_days: 14 }, active: true });
  });

  it('shows the supervisor the rules without a way to edit them', async () => {
    api();
    renderSignedIn(AlertsPage, DEMO_USERS.supervisor, { url: PATH, route: PATH });
    expect(await screen.findByRole('heading', { name: 'Reglas de anomalías' })).toBeTruthy();
    expect(await screen.findByText('Ritmo de venta inusual')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Editar la regla/ })).toBeNull();
  });
});
