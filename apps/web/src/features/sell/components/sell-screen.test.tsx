import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { drawsAnswer, ticketAnswer } from '../test-data';
import { SellScreen } from './sell-screen';

const NOW = Date.now();
const EMPTY_PAGE = { data: [], total: 0, page: 1, per_page: 20 };

function renderScreen(routes: Record<string, () => Response> = {}) {
  const fetchMock = stubApi(null, {
    'GET /api/v2/ticket-office/taquillas': () =>
      jsonResponse(200, { must_choose: false, data: [{ id: 11, code: 'ACE1-T1', name: 'Taquilla 1' }] }),
    'GET /api/v2/ticket-office/draws': () => jsonResponse(200, drawsAnswer(NOW)),
    'GET /api/v2/admin/reports/ticket-consult': () => jsonResponse(200, EMPTY_PAGE),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SellScreen />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const sales = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/v2/ticket-office/sales' && init?.method === 'POST',
  );

async function addPlay(user: ReturnType<typeof userEvent.setup>, number: string, amount: string) {
  await user.clear(screen.getByLabelText('Número'));
  await user.type(screen.getByLabelText('Número'), number);
  await user.clear(screen.getByLabelText('Monto'));
  await user.type(screen.getByLabelText('Monto'), `${amount}{Enter}`);
}

beforeEach(() => {
  window.print = vi.fn();
  localStorage.setItem('banca.sell.auto_print', 'false');
});
afterEach(() => vi.unstubAllGlobals());

describe('SellScreen', () => {
  it('lists the draws: closed ones disabled with their state, the one closing soon with its countdown', async () => {
    renderScreen();
    const open = await screen.findByRole('checkbox', { name: 'Lotto Activo 10:00' });
    expect((open as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Lotto Activo 08:00' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Cerrado')).toBeTruthy();
    expect(screen.getByLabelText(/^Cierra en (4|5) minutos/)).toBeTruthy();
  });

  it('adds a play per selected draw from the keyboard, merges the same number and refuses one not in the product', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Lotto Activo 10:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lotto Activo 09:00' }));
    await addPlay(user, '5', '10');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Número')));
    const table = screen.getByRole('table', { name: 'Ticket en preparación' });
    // One row for the play, its two draws underneath.
    expect(within(table).getAllByText('5 León')).toHaveLength(1);
    expect(within(table).getByText('Lotto Activo 10:00, 09:00')).toBeTruthy();
    await addPlay(user, '5', '2,50');
    expect(within(table).getByText('2 × Bs 12,50')).toBeTruthy();
    expect(screen.getByText('Total: Bs 25,00')).toBeTruthy();
    await addPlay(user, '37', '10');
    expect(await screen.findByText('El 37 no es un animalito de este sorteo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Animalito 00 Ballena' }));
    expect(within(table).getAllByText('00 Ballena')).toHaveLength(1);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Four plays typed key by key: slow on a busy two-core machine.
  }, 15_000);

  it('starts in Número and takes the draws from the keyboard: F4 the next to close, F2 to search', async () => {
    const user = userEvent.setup();
    renderScreen();
    const number = await screen.findByLabelText('Número');
    await waitFor(() => expect(document.activeElement).toBe(number));
    await user.keyboard('5{Enter}10{Enter}');
    expect(await screen.findByText('Seleccione al menos un sorteo.')).toBeTruthy();
    expect(document.activeElement).toBe(number);

    await user.keyboard('{F4}');
    const chosen = screen.getByRole('group', { name: 'Sorteos de la jugada' });
    expect(within(chosen).getByText('Lotto Activo 09:00')).toBeTruthy();
    expect(document.activeElement).toBe(number);
    await user.keyboard('{F2}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Buscar sorteo (F2)' }));
    await user.keyboard('activo 10:00{Shift>}{Enter}{/Shift}');
    expect(within(chosen).getByText('Lotto Activo 10:00')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(number);

    // The amount carried over: one Enter adds the play to both draws.
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Ticket en preparación' });
    expect(within(table).getAllByText('5 León')).toHaveLength(1);
    expect(within(table).getByText('2 × Bs 10,00')).toBeTruthy();
    expect(screen.getByText('Total: Bs 20,00')).toBeTruthy();
    expect(document.activeElement).toBe(number);
  });

  it('sells with F9, shows the outcome of each play, and retries a sale with no answer under the same key', async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    const fetchMock = renderScreen({ 'POST /api/v2/ticket-office/sales': () => answer() });
    await user.click(await screen.findByRole('checkbox', { name: 'Lotto Activo 10:00' }));
    await addPlay(user, '5', '30');
    await addPlay(user, '0', '30');
    await user.keyboard('{F9}');
    expect(await screen.findByText(/No se pudo conectar con el servidor.*no se repetirá/)).toBeTruthy();

    answer = () =>
      jsonResponse(200, {
        server_time: new Date(NOW).toISOString(),
        replayed: false,
        ticket: ticketAnswer(),
        plays: [
          { index: 0, outcome: 'vendida', requested: '3000', sold: '3000' },
          { index: 1, outcome: 'agotada', requested: '3000', sold: '0' },
        ],
      });
    await user.click(screen.getByRole('button', { name: /^Vender/ }));
    expect(await screen.findByRole('heading', { name: 'Ticket 0000000041' })).toBeTruthy();
    const outcomes = screen.getByRole('list', { name: 'Resultado de las jugadas' });
    expect(within(outcomes).getByText('Vendida')).toBeTruthy();
    expect(within(outcomes).getByText('Agotada')).toBeTruthy();

    const [first, second] = sales(fetchMock).map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(JSON.parse(String(sales(fetchMock)[1]![1]!.body))).toEqual({
      plays: [
        { occurrence_id: 1, bet_type: 'ANIMALITO', number: '5', amount: '3000' },
        { occurrence_id: 1, bet_type: 'ANIMALITO', number: '0', amount: '3000' },
      ],
      channel: 'WEB',
    });
    expect(screen.getByText('Aún no hay jugadas.')).toBeTruthy();
  });

  it('puts a refusal on the play it names and reloads the draws when one closed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderScreen({
      'POST /api/v2/ticket-office/sales': () =>
        jsonResponse(409, {
          code: 'DRAW_CLOSED',
          message: 'El sorteo ya cerró sus ventas.',
          fields: [{ field: 'plays.0.occurrence_id', message: 'Lotto Activo 10:00 ya cerró.' }],
        }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Lotto Activo 10:00' }));
    await addPlay(user, '5', '30');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Lotto Activo 10:00 ya cerró.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('El sorteo ya cerró sus ventas.');
    const drawCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v2/ticket-office/draws'));
    await waitFor(() => expect(drawCalls().length).toBeGreaterThanOrEqual(2));
  });
});

describe('the day of the draws', () => {
  it('sells tomorrow’s draws only once chosen, labelled with the date, and keeps the day while a ticket is built', async () => {
    const user = userEvent.setup();
    const fetchMock = renderScreen();
    const drawCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v2/ticket-office/draws'));
    const group = await screen.findByRole('group', { name: 'Día de los sorteos' });
    expect(drawCalls().every((url) => !url.includes('day='))).toBe(true);
    const tomorrow = new Date(NOW + 86_400_000).toLocaleDateString('es-VE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await user.click(within(group).getByRole('button', { name: `Mañana, ${tomorrow}` }));
    expect(await screen.findByRole('heading', { name: `Sorteos de mañana, ${tomorrow}` })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Venta anticipada');
    expect(drawCalls().some((url) => url.includes('day=tomorrow'))).toBe(true);

    await user.click(await screen.findByRole('checkbox', { name: 'Lotto Activo 10:00' }));
    await addPlay(user, '5', '30');
    expect((within(group).getByRole('button', { name: 'Hoy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Venda o borre el ticket para cambiar de día.')).toBeTruthy();
  });
});

describe('an agency user', () => {
  it('picks one of the agency’s taquillas before the draws load, and the draws are asked for it', async () => {
    localStorage.removeItem('banca.sell.taquilla');
    const fetchMock = renderScreen({
      'GET /api/v2/ticket-office/taquillas': () =>
        jsonResponse(200, {
          must_choose: true,
          data: [
            { id: 11, code: 'ACE1-T1', name: 'Taquilla 1' },
            { id: 12, code: 'ACE1-T2', name: 'Taquilla 2' },
          ],
        }),
    });
    expect(await screen.findByText('Seleccione la taquilla por la que va a vender.')).toBeTruthy();
    const drawCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v2/ticket-office/draws'));
    expect(drawCalls()).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Taquilla'));
    await userEvent.click(await screen.findByRole('option', { name: 'Taquilla 2 (ACE1-T2)' }));
    await waitFor(() => expect(drawCalls().length).toBeGreaterThan(0));
    expect(String(drawCalls()[0]![0])).toContain('taquilla_id=12');
  });
});
