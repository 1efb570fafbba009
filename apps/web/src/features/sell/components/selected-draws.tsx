import type { SaleDraw } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SHORTCUTS, withKey } from '../logic/shortcuts';

/**
 * The draws the next play goes to, each removable, and "Próximo sorteo (F4)"; with none, how to
 * choose them by keyboard.
 */
export function SelectedDraws({
  draws,
  onRemove,
  onNext,
}: {
  draws: readonly SaleDraw[];
  onRemove: (occurrenceId: number) => void;
  onNext: () => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Sorteos de la jugada"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mb: 1.5, minHeight: 28 }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {draws.length === 0
          ? `Elija el sorteo: ${SHORTCUTS.nextDraw.label} el próximo que cierra, ${SHORTCUTS.searchDraw.label} para buscar.`
          : 'Para:'}
      </Typography>
      {draws.map((draw) => (
        <Chip
          key={draw.occurrence_id}
          size="small"
          color="primary"
          label={draw.draw_name}
          onDelete={() => onRemove(draw.occurrence_id)}
        />
      ))}
      <Button size="small" onClick={onNext} aria-keyshortcuts={SHORTCUTS.nextDraw.label} sx={{ ml: 'auto', py: 0 }}>
        {withKey('Próximo sorteo', 'nextDraw')}
      </Button>
    </Box>
  );
}
