import { OCCURRENCE_STATE_LABELS, type OccurrenceState } from '@banca/contracts';
import Chip from '@mui/material/Chip';

const COLORS: Record<OccurrenceState, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  SCHEDULED: 'default',
  OPEN: 'info',
  CLOSED: 'warning',
  RESULTED: 'primary',
  AWARDED: 'success',
  SUSPENDED: 'error',
};

/** A draw occurrence's state, in Spanish. */
export function StateChip({ state }: { state: OccurrenceState }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={OCCURRENCE_STATE_LABELS[state]} />;
}
