import type { AwardOccurrence } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table';
import { occurrenceColumns } from '@/features/results';
import { totalsText } from './money-totals';

export interface RowActions {
  /** The caller may save results (A, S). */
  readonly mayLoadResult: boolean;
  readonly onLoadResult: (row: AwardOccurrence) => void;
  readonly onAward: (row: AwardOccurrence) => void;
}

/** A result may be typed once the draw's sales have closed (or corrected once it has one). */
const resultAllowed = (row: AwardOccurrence) => row.result_number !== null || Date.parse(row.close_at) <= Date.now();

function Actions({ row, actions }: { row: AwardOccurrence; actions: RowActions }) {
  return (
    <Stack direction="row" spacing={1}>
      {actions.mayLoadResult && resultAllowed(row) && (
        <Button
          size="small"
          onClick={() => actions.onLoadResult(row)}
          aria-label={`Cargar resultado de ${row.draw_name}`}
        >
          {row.result_number === null ? 'Cargar resultado' : 'Corregir'}
        </Button>
      )}
      {!actions.mayLoadResult && row.result_number === null && (
        <Typography variant="body2" color="text.secondary">
          Espera el resultado de la banca
        </Typography>
      )}
      {row.result_number !== null && (
        <Button
          size="small"
          variant={row.state === 'AWARDED' ? 'text' : 'contained'}
          onClick={() => actions.onAward(row)}
          aria-label={`Premiar ${row.draw_name}`}
        >
          Premiar
        </Button>
      )}
    </Stack>
  );
}

export const awardColumns = (actions: RowActions): DataTableColumn<AwardOccurrence>[] => [
  ...occurrenceColumns<AwardOccurrence>(),
  { id: 'plays', header: 'Jugadas', align: 'right' },
  { id: 'winning_plays', header: 'Ganadoras', align: 'right' },
  { id: 'sold', header: 'Vendido', align: 'right', hideOnSmall: true, render: (row) => totalsText(row.totals, 'sold') },
  { id: 'prizes', header: 'Premios', align: 'right', render: (row) => totalsText(row.totals, 'prizes') },
  { id: 'actions', header: 'Acciones', render: (row) => <Actions row={row} actions={actions} /> },
];
