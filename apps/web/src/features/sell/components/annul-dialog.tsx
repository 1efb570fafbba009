import { ZAnnulTicketRequest, type AnnulTicketRequest, type Currency, type Ticket } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { contractResolver } from '@/features/registry-common';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useAnnulTicket } from '../api/annul-ticket';

export interface AnnulTarget {
  readonly id: number;
  readonly serial: string;
  readonly total: string;
  readonly currency: Currency;
}

/** Asks the reason and annuls; a refusal (window passed, draw closed) stays in the dialog. */
export function AnnulDialog({
  target,
  onClose,
  onAnnulled,
}: {
  target: AnnulTarget;
  onClose: () => void;
  onAnnulled: (ticket: Ticket) => void;
}) {
  const annul = useAnnulTicket();
  const form = useForm<AnnulTicketRequest>({
    resolver: contractResolver(ZAnnulTicketRequest),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    annul.mutate(
      { id: target.id, reason: values.reason },
      { onSuccess: onAnnulled, onError: (error) => applyServerFieldErrors(error, form.setError, ['reason']) },
    ),
  );
  return (
    <Dialog
      open
      onClose={annul.isPending ? undefined : onClose}
      aria-labelledby="annul-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="annul-dialog-title">{`Anular ticket ${target.serial}`}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {`Total ${formatMoney(target.total, target.currency)}. La anulación libera el cupo de sus números y no se puede deshacer.`}
          </DialogContentText>
          {annul.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(annul.error)}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="reason"
            label="Motivo"
            autoFocus
            autoComplete="off"
            helperText="Entre 3 y 200 caracteres."
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={annul.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color="error" variant="contained" loading={annul.isPending}>
            Anular ticket
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
