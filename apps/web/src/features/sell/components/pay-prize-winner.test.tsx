import { checkPrize, payPrize } from '@banca/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { ticketAnswer } from '../test-data';
import { PayPrizeDialog } from './pay-prize-dialog';
import { PRINT_AREA_ID, PrintArea } from './print-area';

afterEach(() => vi.unstubAllGlobals());

const won = () => {
  const ticket = ticketAnswer({ status: 'PREMIADO', prize_total: '9000000' });
  ticket.plays[0] = { ...ticket.plays[0]!, prize: '9000000', multiplier: '30.00', occurrence_state: 'AWARDED' };
  return ticket;
};
const WINNER = { document: 'V-****5678', name: 'José Pérez', phone: '04141234567' };
const paidTicket = () => ({
  ...won(),
  status: 'PAGADO' as const,
  payment: {
    paid_at: won().sold_at,
    taquilla_name: 'Taquilla 1',
    paid_by: 'Vendedor',
    amount: '9000000',
    winner: WINNER,
  },
});

function renderDialog(pay: () => Response, onPaid = vi.fn()) {
  const fetchMock = stubApi(null, {
    [`POST ${checkPrize.path}`]: () =>
      jsonResponse(200, { ticket: won(), payable: true, reason: null, winner_required: true }),
    [`POST ${payPrize.path}`]: pay,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayPrizeDialog onClose={() => undefined} onPaid={onPaid} />
    </QueryClientProvider>,
  );
  const payCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === payPrize.path);
  return { payCalls, onPaid };
}

async function checkTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Serial y código de seguridad'), '0000000041 AB12CD34{Enter}');
  return screen.findByRole('form', { name: 'Datos del ganador' });
}

describe('PayPrizeDialog above the banca’s threshold', { timeout: 30_000 }, () => {
  it('asks for the winner, checks the fields before calling, then pays with them', async () => {
    const user = userEvent.setup();
    const { payCalls, onPaid } = renderDialog(() => jsonResponse(200, paidTicket()));
    const form = await checkTicket(user);
    expect(document.activeElement).toBe(within(form).getByLabelText(/Cédula/));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await within(form).findByText('La cédula del ganador es obligatoria.')).toBeTruthy();
    expect(within(form).getByText('El nombre del ganador debe tener al menos 2 caracteres.')).toBeTruthy();
    // A cédula of the wrong country is refused before the server is called, with the banca's rule.
    await user.type(within(form).getByLabelText(/Cédula/), '1020304050');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await within(form).findByText('La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).'),
    ).toBeTruthy();
    expect(payCalls()).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/Cédula/));

    await user.type(within(form).getByLabelText(/Cédula/), 'V-12345678');
    await user.type(within(form).getByLabelText(/Nombre y apellido/), 'José Pérez');
    await user.type(within(form).getByLabelText(/Teléfono/), '0414 123 4567{Enter}');
    await vi.waitFor(() => expect(payCalls()).toHaveLength(1));
    expect(JSON.parse(String(payCalls()[0]![1]!.body))).toEqual({
      serial: '0000000041',
      security_code: 'AB12CD34',
      winner: { document: 'V-12345678', name: 'José Pérez', phone: '04141234567' },
    });
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'PAGADO' })));
  });

  it('puts the server’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    const message = 'El teléfono debe tener de 10 a 15 dígitos (con + opcional).';
    renderDialog(() =>
      jsonResponse(400, { code: 'VALIDATION_ERROR', message, fields: [{ field: 'winner.phone', message }] }),
    );
    const form = await checkTicket(user);
    await user.type(within(form).getByLabelText(/Cédula/), 'V-12345678');
    await user.type(within(form).getByLabelText(/Nombre y apellido/), 'José Pérez');
    await user.type(within(form).getByLabelText(/Teléfono/), '04141234567');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const phone = within(form).getByLabelText(/Teléfono/);
    await vi.waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(message)).toBeTruthy();
  });

  it('does not ask below the threshold', async () => {
    const user = userEvent.setup();
    stubApi(null, {
      [`POST ${checkPrize.path}`]: () =>
        jsonResponse(200, { ticket: won(), payable: true, reason: null, winner_required: false }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PayPrizeDialog onClose={() => undefined} onPaid={vi.fn()} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Serial y código de seguridad'), '0000000041 AB12CD34{Enter}');
    await screen.findByText('Premio a pagar: Bs 90.000,00.');
    expect(screen.queryByRole('form', { name: 'Datos del ganador' })).toBeNull();
    expect(screen.queryByLabelText(/Cédula/)).toBeNull();
  });
});

describe('the payout receipt of an identified winner', () => {
  it('prints the winner with the cédula masked but for its last four digits', () => {
    render(<PrintArea receipt={{ kind: 'payout', ticket: paidTicket() }} width={80} />);
    const receipt = within(document.getElementById(PRINT_AREA_ID)!).getByTestId('printed-payout');
    for (const text of ['GANADOR', 'Nombre: José Pérez', 'Cédula: V-****5678', 'Teléfono: 04141234567']) {
      expect(within(receipt).getByText(text)).toBeTruthy();
    }
  });
});
