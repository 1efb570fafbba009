import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { ticketAnswer } from '../test-data';
import { PayPrizeDialog } from './pay-prize-dialog';
import { PRINT_AREA_ID, PrintArea } from './print-area';
import { multiplierText } from '../logic/receipt-text';
import { qrPath } from '@/components/qr-code';

afterEach(() => vi.unstubAllGlobals());

describe('printed ticket', () => {
  it('prints header, taquilla, serial, plays, total, footer and a QR code with serial and code', () => {
    render(<PrintArea receipt={{ kind: 'ticket', ticket: ticketAnswer() }} width={80} />);
    const area = document.getElementById(PRINT_AREA_ID)!;
    const ticket = within(area).getByTestId('printed-ticket');
    expect(ticket.dataset.paperWidth).toBe('80');
    for (const text of [
      'Taquilla 1 (ACE1-T1)',
      'Ticket: 0000000041',
      'Lotto Activo 10:00',
      '5 León',
      'TOTAL',
      'Revise su ticket.',
    ]) {
      expect(within(ticket).getByText(text)).toBeTruthy();
    }
    expect(within(ticket).getAllByText('Bs 30,00')).toHaveLength(2);
    const qr = within(ticket).getByRole('img', { name: 'Código QR del ticket 0000000041', hidden: true });
    expect(qr.getAttribute('data-qr')).toBe(`${window.location.origin}/ticket#0000000041-AB12CD34`);
  });

  it('prints the date of a draw of tomorrow, sold in advance, beside its name', () => {
    const plays = [{ ...ticketAnswer().plays[0]!, draw_date: '2026-03-03' }];
    render(<PrintArea receipt={{ kind: 'ticket', ticket: ticketAnswer({ plays }) }} width={58} />);
    const ticket = within(document.getElementById(PRINT_AREA_ID)!).getByTestId('printed-ticket');
    expect(within(ticket).getByText('Lotto Activo 10:00 03/03/2026')).toBeTruthy();
    expect(within(ticket).queryByText('Lotto Activo 10:00')).toBeNull();
  });

  it('prints a payout receipt: the winning plays, the amount paid, when, where and by whom', () => {
    const won = ticketAnswer({ status: 'PAGADO', prize_total: '90000' });
    won.plays[0] = { ...won.plays[0]!, prize: '90000', multiplier: '30.00' };
    const payment = { paid_at: won.sold_at, taquilla_name: 'Taquilla 2', paid_by: 'Cajero', amount: '90000' };
    render(<PrintArea receipt={{ kind: 'payout', ticket: { ...won, payment } }} width={58} />);
    const receipt = within(document.getElementById(PRINT_AREA_ID)!).getByTestId('printed-payout');
    expect(receipt.dataset.paperWidth).toBe('58');
    for (const text of [
      'COMPROBANTE DE PAGO DE PREMIO',
      'Ticket: 0000000041',
      'En: Taquilla 2',
      'Por: Cajero',
      'PAGADO',
    ]) {
      expect(within(receipt).getByText(text)).toBeTruthy();
    }
    expect(within(receipt).getByText('5 León Bs 30,00 × 30')).toBeTruthy();
    // On 80 mm as on 58: a time never leaves its "am" on the next line, an amount never splits.
    const paid = within(receipt).getByText(/^Pagado: /).textContent!;
    expect(paid).toMatch(/^Pagado: \d{2}\/\d{2}\/\d{4}\u00a0\d{2}:\d{2}\u00a0[ap]m$/);
    for (const amount of within(receipt).getAllByText('Bs 900,00')) {
      expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    }
    expect(within(receipt).getAllByText('Bs 900,00')).toHaveLength(2);
    expect(within(receipt).queryByText('Bs 30,00')).toBeNull();
  });

  it('draws a real QR code: a version-2 grid for the payload, starting at its top-left finder pattern', () => {
    const { size, path } = qrPath('BANCA:0000000041:AB12CD34');
    // 25 modules (version 2, level M) plus the 4-module quiet zone on each side.
    expect(size).toBe(33);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('writes multipliers without trailing zeros, with a decimal comma', () => {
    expect(['30.00', '7.50', '600', '0.25'].map(multiplierText)).toEqual(['30', '7,5', '600', '0,25']);
  });
});

describe('PayPrizeDialog', () => {
  const onPaid = vi.fn();
  const renderDialog = (routes: Record<string, () => Response>) => {
    const fetchMock = stubApi(null, routes);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PayPrizeDialog onClose={() => undefined} onPaid={onPaid} />
      </QueryClientProvider>,
    );
    return fetchMock;
  };

  it('refuses what is not a serial and code without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDialog({});
    await user.type(screen.getByLabelText('Serial y código de seguridad'), '12345{Enter}');
    expect(await screen.findByText(/Escriba el serial \(10 dígitos\)/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a scanned QR code and says why an unknown ticket cannot be paid', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDialog({
      'POST /api/v2/ticket-office/prizes/check': () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'El registro solicitado no existe.' }),
    });
    await user.type(screen.getByLabelText('Serial y código de seguridad'), 'BANCA:0000000041:ab12cd34{Enter}');
    expect(await screen.findByText('El registro solicitado no existe.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      serial: '0000000041',
      security_code: 'AB12CD34',
    });
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a payable prize and pays it', async () => {
    const user = userEvent.setup();
    const won = ticketAnswer({ status: 'PREMIADO', prize_total: '90000' });
    won.plays[0] = { ...won.plays[0]!, prize: '90000', multiplier: '30.00', occurrence_state: 'AWARDED' };
    const paid = {
      ...won,
      status: 'PAGADO',
      payment: { paid_at: won.sold_at, taquilla_name: 'Taquilla 1', paid_by: 'Vendedor', amount: '90000' },
    };
    const fetchMock = renderDialog({
      'POST /api/v2/ticket-office/prizes/check': () =>
        jsonResponse(200, { ticket: won, payable: true, reason: null, winner_required: false }),
      'POST /api/v2/ticket-office/prizes/pay': () => jsonResponse(200, paid),
    });
    await user.type(screen.getByLabelText('Serial y código de seguridad'), '0000000041 AB12CD34{Enter}');
    expect(await screen.findByText('Premio a pagar: Bs 900,00.')).toBeTruthy();
    expect(screen.getByText('Jugó Bs 30,00 × 30 = Bs 900,00')).toBeTruthy();
    // Pagar has the focus: Enter pays.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pagar' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v2/ticket-office/prizes/pay'),
    );
    // The paid ticket goes to the printer as a payout receipt.
    await vi.waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'PAGADO', payment: paid.payment })),
    );
  });
});
