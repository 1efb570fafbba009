import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@/lib/format';

/** The share of a cupo used where it starts to matter (ADR 058's default notices: 80 % and 95 %). */
export const WARN_PCT = 80;
export const ALERT_PCT = 95;

/** The bar's colour for a share: green below 80 %, amber from 80 %, red from 95 %. */
export function usedColor(pct: number): 'success' | 'warning' | 'error' {
  if (pct >= ALERT_PCT) return 'error';
  if (pct >= WARN_PCT) return 'warning';
  return 'success';
}

/** The share of the cupo used: its figure and a bar (full past 100 %); a dash without a cupo. */
export function UsedBar({ pct }: { pct: string | null }) {
  if (pct === null) return <>—</>;
  const value = Number(pct);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end', minWidth: 110 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, value)}
        color={usedColor(value)}
        aria-label={`Usado ${formatPercent(pct)}`}
        sx={{ flex: 1, height: 8, borderRadius: 1, minWidth: 48 }}
      />
      <Typography variant="body2" component="span" sx={{ minWidth: 64, textAlign: 'right' }}>
        {formatPercent(pct)}
      </Typography>
    </Box>
  );
}
