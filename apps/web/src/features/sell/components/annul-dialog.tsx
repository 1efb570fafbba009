import { ZAnnulTicketRequest, type AnnulTicketRequest, type Currency, type Ticket } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
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
  return (
    <FormDialog
      form={form}
      title={`Anular ticket ${target.serial}`}
      onSubmit={async ({ reason }) => onAnnulled(await annul.mutateAsync({ id: target.id, reason }))}
      onClose={onClose}
      submitLabel="Anular ticket"
      submitColor="error"
      maxWidth="xs"
      serverFields={['reason']}
    >
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
    </FormDialog>
  );
}
