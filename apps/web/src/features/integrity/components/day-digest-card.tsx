import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@/lib/format';
import { usePublicDayDigest } from '../api/get-public-day-digest';
import { CopyDigestButton, ShortDigest } from '@/components/digest';

/**
 * "Huella del día": the last closed day's digest of the audit log and the ledger (ADR 057), short
 * on screen and copied whole, so that anyone can keep it and later check that nothing before it
 * was rewritten. Nothing is shown before the first day closes.
 */
export function DayDigestCard() {
  const { data } = usePublicDayDigest();
  if (!data) return null;
  return (
    <Paper component="section" aria-label="Huella del día" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Huella del día
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography>
          {`${formatDay(data.day)}: `}
          <ShortDigest digest={data.digest} />
        </Typography>
        <CopyDigestButton digest={data.digest} label="Copiar huella completa" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Resume la bitácora y el libro de cuentas hasta el cierre de ese día. Guárdela: si algo anterior se cambiara, la
        huella ya no coincidiría.
      </Typography>
    </Paper>
  );
}
