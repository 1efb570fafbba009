import type { GeneralReportPartner } from '@banca/contracts';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * Where the report stands: from the user's own partner down to the one it looks below. Each
 * step above the last goes back up to it (the first one, the user's own partner, clears the drill-down).
 */
export function PartnerTrail({
  trail,
  onChoose,
}: {
  trail: readonly GeneralReportPartner[];
  onChoose: (partnerId: number | undefined) => void;
}) {
  if (trail.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Ruta del asociado" sx={{ mb: 2 }}>
      {trail.map((partner, i) =>
        i === trail.length - 1 ? (
          <Typography key={partner.id} color="text.primary" aria-current="page">
            {partner.name}
          </Typography>
        ) : (
          <Link
            key={partner.id}
            component="button"
            type="button"
            underline="hover"
            onClick={() => onChoose(i === 0 ? undefined : partner.id)}
          >
            {partner.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
