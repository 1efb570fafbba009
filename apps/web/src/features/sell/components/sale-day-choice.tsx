import type { SaleDay } from '@banca/contracts';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';

/**
 * Which day's draws the point of sale sells (ADR 062): today's, or tomorrow's in advance, never
 * both on one ticket. The choice waits while a ticket is being built, so its plays never change
 * day under the seller.
 */
export function SaleDayChoice({
  day,
  tomorrowDate,
  locked,
  onChange,
}: {
  day: SaleDay;
  /** Tomorrow as the seller reads it: `28/11/2026`. */
  tomorrowDate: string;
  /** True while the ticket has plays: sell it or clear it first. */
  locked: boolean;
  onChange: (day: SaleDay) => void;
}) {
  return (
    // One line at every size the point of sale is used at: the workspace below fills what is left.
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 1 }}>
      <ToggleButtonGroup
        title={locked ? 'Venda o borre el ticket para cambiar de día.' : undefined}
        exclusive
        size="small"
        color={day === 'tomorrow' ? 'warning' : 'primary'}
        value={day}
        onChange={(_, next: SaleDay | null) => next && onChange(next)}
        aria-label="Día de los sorteos"
        disabled={locked}
      >
        <ToggleButton value="today">Hoy</ToggleButton>
        <ToggleButton value="tomorrow">{`Mañana, ${tomorrowDate}`}</ToggleButton>
      </ToggleButtonGroup>
      {day === 'tomorrow' && (
        <Typography variant="body2" role="status" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {`Venta anticipada para el ${tomorrowDate}`}
        </Typography>
      )}
      {locked && (
        <Box component="span" sx={visuallyHidden}>
          Venda o borre el ticket para cambiar de día.
        </Box>
      )}
    </Box>
  );
}
