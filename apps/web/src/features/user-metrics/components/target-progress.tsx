import type { SalesTarget } from '@banca/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercentNumber } from '@/lib/format';

/** 416 → "41,6 %": tenths of a percent as people read them. */
export const percentText = (permille: number) => formatPercentNumber(permille / 10);

/** A target's progress: a bar (full at the target) and the percentage; green once reached. */
export function TargetProgress({ target }: { target: Pick<SalesTarget, 'progress_permille' | 'partner_name'> }) {
  const reached = target.progress_permille >= 1000;
  const text = percentText(target.progress_permille);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, target.progress_permille / 10)}
        color={reached ? 'success' : 'primary'}
        aria-label={`Avance de la meta de ${target.partner_name}`}
        aria-valuetext={text}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'right', fontWeight: reached ? 700 : 400 }}>
        {text}
      </Typography>
    </Box>
  );
}
