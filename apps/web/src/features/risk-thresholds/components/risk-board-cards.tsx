import type { RiskBoardDraw } from '@banca/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatDrawn, formatMoney } from '@/lib/format';

/** One card a row on a phone, two on a tablet (768 px), four on a wide screen. */
const GRID = {
  display: 'grid',
  gap: 1.5,
  mb: 2,
  // minmax(0, …): a long draw name is cut with an ellipsis instead of pushing the fourth card out.
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** How many times its sales the worst case would cost: `27,45 veces las ventas`. */
const ratioText = (ratio: string | null) => (ratio === null ? '—' : `${formatDrawn(Number(ratio))} veces las ventas`);

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Per open draw and currency: its sales, its worst case (the number that would cost most) and
 * the worst case against the sales. A card picks its draw for the table; the chosen one is marked.
 */
export function RiskBoardCards({
  draws,
  chosen,
  onChoose,
}: {
  draws: readonly RiskBoardDraw[];
  chosen: string | undefined;
  onChoose: (occurrenceId: string | undefined) => void;
}) {
  if (!draws.length) return null;
  return (
    <Box component="ul" aria-label="Sorteos abiertos" sx={GRID}>
      {draws.map((draw) => {
        const id = String(draw.occurrence_id);
        const selected = chosen === id;
        const title = `${draw.product.name} · ${draw.draw}`;
        return (
          <li key={`${id}-${draw.currency}`} aria-label={`${title} (${draw.currency})`}>
            <Paper
              variant="outlined"
              sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <ButtonBase
                onClick={() => onChoose(selected ? undefined : id)}
                aria-pressed={selected}
                sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, borderRadius: 1 }}
              >
                <Typography variant="subtitle2" component="h3" noWrap title={title}>
                  {title}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  Sorteo {formatDateTime(draw.draw_at)} · cierra {formatDateTime(draw.close_at)}
                </Typography>
                <Figure label="Ventas" value={formatMoney(draw.sold, draw.currency)} />
                <Figure
                  label={`Peor caso (${draw.worst_number})`}
                  value={formatMoney(draw.worst_case, draw.currency)}
                  strong
                />
                <Figure label="Peor caso / ventas" value={ratioText(draw.worst_ratio)} />
              </ButtonBase>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
