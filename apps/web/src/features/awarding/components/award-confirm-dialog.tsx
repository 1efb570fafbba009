import type { AwardOccurrence, AwardRaffleResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InfoDialog } from '@/components/info-dialog';
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
  if (summary) {
    return (
      <InfoDialog title="Resumen de la premiación" onClose={onClose} maxWidth="xs">
        <Summary summary={summary} />
      </InfoDialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Premiar ${occurrence.draw_name}`}
      message={`Con el resultado ${resultText(occurrence)} se calcularán los premios de todas las jugadas de este sorteo y los tickets pasarán a premiados o perdedores.${again ? ' Ya fue premiado: premiarlo de nuevo da las mismas cifras.' : ''}`}
      confirmLabel="Premiar"
      busy={award.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
