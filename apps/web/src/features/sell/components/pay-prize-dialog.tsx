import type { PrizeCheckResponse, PrizeWinnerInput, Ticket } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { InfoDialog } from '@/components/info-dialog';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useCheckPrize } from '../api/check-prize';
import { usePayPrize } from '../api/pay-prize';
import { parseTicketCode, type TicketCode } from '../logic/ticket-code';
import { PrizeSummary } from './prize-summary';
import { EMPTY_WINNER, WINNER_FIELDS, WinnerFields, winnerResolver, type WinnerForm } from './winner-fields';

/**
 * Pagar premio: serial and code typed, or the QR read by a USB scanner (it types the code and
 * Enter) → the ticket, its prize and whether this taquilla may pay it → Pagar (focused once the
 * prize is payable, so Enter pays) → `onPaid` (the payout receipt is printed). A prize that reaches
 * the banca's threshold (`winner_required`) first asks for the winner's cédula, name and phone.
 */
export function PayPrizeDialog({
  onClose,
  onPaid,
  taquillaId,
}: {
  onClose: () => void;
  onPaid: (ticket: Ticket) => void;
  taquillaId?: number;
}) {
  const check = useCheckPrize();
  const pay = usePayPrize();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const request = (code: TicketCode) => ({ ...code, ...(taquillaId ? { taquilla_id: taquillaId } : {}) });
  const checked: (PrizeCheckResponse & { code: TicketCode }) | null =
    check.data && check.variables ? { ...check.data, code: check.variables } : null;
  const currency = checked?.ticket.currency ?? 'BS';
  const resolver = useMemo(() => winnerResolver(currency), [currency]);
  const winnerForm = useForm<WinnerForm>({ resolver, defaultValues: EMPTY_WINNER });
  const askWinner = Boolean(checked?.payable && checked.winner_required);

  const submit = form.handleSubmit(({ code }) => {
    const parsed = parseTicketCode(code);
    if (!parsed) {
      form.setError('code', {
        message: 'Escriba el serial (10 dígitos) y el código (8 letras o números), o escanee el QR.',
      });
      return;
    }
    pay.reset();
    winnerForm.reset(EMPTY_WINNER);
    check.mutate(request(parsed));
  });
  const payWith = (winner?: PrizeWinnerInput) => {
    if (!checked) return;
    pay.mutate(
      { ...request(checked.code), ...(winner ? { winner } : {}) },
      {
        onSuccess: (ticket) => {
          toast.success(
            `Premio pagado: ${formatMoney(ticket.payment?.amount ?? ticket.prize_total, ticket.currency)}.`,
          );
          onClose();
          onPaid(ticket);
        },
        onError: (error) =>
          applyServerFieldErrors(error, winnerForm.setError, WINNER_FIELDS, {
            fieldOf: (field) => field.replace(/^winner\./, ''),
          }),
      },
    );
  };
  const payWinner = winnerForm.handleSubmit((winner) => payWith(winner));
  const payNow = () => (askWinner ? void payWinner() : payWith());
  const failure = check.error ?? pay.error;
  const payButton = useRef<HTMLButtonElement>(null);
  const payable = Boolean(checked?.payable);
  useEffect(() => {
    if (payable && askWinner) winnerForm.setFocus('document');
    else if (payable) payButton.current?.focus();
  }, [payable, askWinner, winnerForm]);

  return (
    <InfoDialog
      title="Pagar premio"
      onClose={onClose}
      maxWidth="sm"
      busy={pay.isPending}
      actions={
        <Button ref={payButton} variant="contained" onClick={payNow} disabled={!payable} loading={pay.isPending}>
          Pagar
        </Button>
      }
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'start', pt: 1 }}>
        <FormTextField
          control={form.control}
          name="code"
          label="Serial y código de seguridad"
          autoFocus
          autoComplete="off"
          helperText="Escanee el QR del ticket o escriba el serial y el código."
          onFocus={(event) => event.target.select()}
          onKeyDown={() => check.data && check.reset()}
        />
        <Button type="submit" variant="outlined" loading={check.isPending} sx={{ height: 56 }}>
          Consultar
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(failure)}
        </Alert>
      )}
      {checked && <PrizeSummary checked={checked} />}
      {askWinner && (
        <WinnerFields
          form={winnerForm}
          currency={currency}
          onSubmit={(event) => {
            event.preventDefault();
            payNow();
          }}
        />
      )}
    </InfoDialog>
  );
}
