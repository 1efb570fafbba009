import { CATALOGUE_STATUS_LABELS, type CatalogueStatus } from '@banca/contracts';
import Chip from '@mui/material/Chip';

export function StatusChip({ status }: { status: CatalogueStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={status === 'ACTIVE' ? 'success' : 'default'}
      label={CATALOGUE_STATUS_LABELS[status]}
    />
  );
}

export const STATUS_OPTIONS = Object.entries(CATALOGUE_STATUS_LABELS).map(([value, label]) => ({ value, label }));
