import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link, { type LinkProps } from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * Where a report stands in the network: from the user's own partner down to the one it looks
 * below. Each step above the last goes back up to it; the first one, the user's own partner,
 * chooses null (the whole network again). Nothing shows without a step.
 */
export function PartnerTrail<Partner extends { id: number; name: string }>({
  trail,
  label,
  spacing,
  underline,
  onChoose,
}: {
  trail: readonly Partner[];
  label: string;
  /** The space below the trail (theme units). */
  spacing: number;
  underline?: LinkProps['underline'];
  onChoose: (partner: Partner | null) => void;
}) {
  if (trail.length === 0) return null;
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: spacing }}>
      {trail.map((partner, i) => {
        if (i === trail.length - 1) {
          return (
            <Typography key={partner.id} color="text.primary" aria-current="page">
              {partner.name}
            </Typography>
          );
        }
        const choose = () => onChoose(i === 0 ? null : partner);
        return (
          <Link key={partner.id} component="button" type="button" underline={underline} onClick={choose}>
            {partner.name}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
