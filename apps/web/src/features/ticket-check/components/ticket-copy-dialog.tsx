import { TICKET_COPY_CHANNEL_LABELS, ticketCopyText, type SendTicketCopyRequest, type Ticket } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { InfoDialog } from '@/components/info-dialog';
import { QrCode } from '@/components/qr-code';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-error';
import { useSendTicketCopy, useTicketCopySettings } from '../api/ticket-check';
import { publicTicketLink } from '../logic/ticket-fragment';
import { LookupField } from '@/components/lookup-field';

/** Sending through the operator's provider, when it configured one. */
function SendForm({
  request,
}: {
  request: (phone: string, channel: SendTicketCopyRequest['channel']) => SendTicketCopyRequest;
}) {
  const settings = useTicketCopySettings();
  const send = useSendTicketCopy();
  const channels = settings.data?.channels ?? [];
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<SendTicketCopyRequest['channel'] | ''>('');
  if (channels.length === 0) return null;
  const chosen = channel || channels[0]!;
  const fieldError =
    send.error instanceof ApiError ? send.error.fields?.find((f) => f.field === 'phone')?.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(request(phone.trim(), chosen));
  };
  return (
    <Stack
      component="form"
      aria-label="Enviar la copia al cliente"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
    >
      <LookupField
        id="ticket-copy-phone"
        label="Teléfono del cliente"
        value={phone}
        onChange={setPhone}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'Con código de país, p. ej. 584141234567'}
        inputMode="tel"
      />
      {channels.length > 1 && (
        <TextField
          select
          size="small"
          id="ticket-copy-channel"
          label="Canal"
          value={chosen}
          onChange={(e) => setChannel(e.target.value as typeof chosen)}
        >
          {channels.map((option) => (
            <MenuItem key={option} value={option}>
              {TICKET_COPY_CHANNEL_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!phone.trim() || send.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {`Enviar por ${TICKET_COPY_CHANNEL_LABELS[chosen]}`}
      </Button>
      {send.isError && !fieldError && (
        <Typography role="alert" color="error" variant="body2">
          {send.error instanceof ApiError ? send.error.message : 'No se pudo enviar la copia.'}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The digital copy of a ticket: the link to its public check and its QR on screen, the text
 * ready for WhatsApp or SMS, and, when the operator configured a provider, sending it from here.
 */
export function TicketCopyDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const link = publicTicketLink(ticket.serial, ticket.security_code);
  const text = ticketCopyText(ticket, link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Texto copiado: péguelo en el mensaje al cliente.');
    } catch {
      toast.error('No se pudo copiar: seleccione el texto y cópielo.');
    }
  };
  return (
    <InfoDialog
      title={`Copia digital del ticket ${ticket.serial}`}
      onClose={onClose}
      maxWidth="sm"
      actions={
        <>
          <Button
            component={Link}
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Compartir por WhatsApp
          </Button>
          <Button variant="contained" onClick={copy}>
            Copiar texto
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ bgcolor: '#fff', p: 0.5 }}>
            <QrCode text={link} label={`Código QR de la consulta del ticket ${ticket.serial}`} widthMm={32} />
          </Box>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', flex: '1 1 200px' }}>
            <Link href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </Link>
          </Typography>
        </Box>
        <TextField
          id="ticket-copy-text"
          label="Texto para el cliente"
          value={text}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <SendForm request={(phone, channel) => ({ serial: ticket.serial, phone, channel })} />
      </Stack>
    </InfoDialog>
  );
}
