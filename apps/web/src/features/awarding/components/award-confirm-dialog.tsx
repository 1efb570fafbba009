import type { AwardOccurrence, AwardRaffleResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { resultText } from '@/features/results';
import { useAwardRaffle } from '../api/award-raffle';
import { totalsText } from './money-totals';

function Summary({ summary }: { summary: AwardRaffleResponse }) {
  const { occurrence, tickets } = summary;
  const rows = [
    ['Resultado', resultText(occurrence)],
    ['Jugadas', String(occurrence.plays)],
    ['Jugadas ganadoras', String(occurrence.winning_plays)],
    ['Premios', totalsText(occurrence.totals, 'prizes')],
    ['Tickets premiados', String(tickets.premiados)],
    ['Tickets perdedores', String(tickets.perdedores)],
    ['Tickets con sorteos pendientes', String(tickets.pendientes)],
  ];
  return (
    <>
      <Alert severity="success" sx={{ mb: 1 }}>
        Sorteo premiado.
      </Alert>
      <List dense aria-label="Resumen de la premiación">
        {rows.map(([label, value]) => (
          <ListItem key={label} disableGutters>
            <ListItemText primary={value} secondary={label} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** "Premiar": asks first, then awards and shows what it came to. */
export function AwardConfirmDialog({ occurrence, onClose }: { occurrence: AwardOccurrence; onClose: () => void }) {
  const award = useAwardRaffle();
  const [summary, setSummary] = useState<AwardRaffleResponse | null>(null);
  const again = occurrence.state === 'AWARDED';
  const confirm = async () => {
    try {
      setSummary(await award.mutateAsync(occurrence.occurrence_id));
    } catch {
      // The global policy shows the error toast.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="award-dialog-title">
      <DialogTitle id="award-dialog-title">
        {summary ? 'Resumen de la premiación' : `Premiar ${occurrence.draw_name}`}
      </DialogTitle>
      <DialogContent>
        {summary ? (
          <Summary summary={summary} />
        ) : (
          <DialogContentText>
            Con el resultado {resultText(occurrence)} se calcularán los premios de todas las jugadas de este sorteo y
            los tickets pasarán a premiados o perdedores.
            {again && ' Ya fue premiado: premiarlo de nuevo da las mismas cifras.'}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button variant="contained" onClick={onClose}>
            Cerrar
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button variant="contained" disabled={award.isPending} onClick={() => void confirm()}>
              Premiar
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
