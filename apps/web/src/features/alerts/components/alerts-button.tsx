import ReportProblem from '@mui/icons-material/ReportProblem';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';
import { useOpenAlertCount } from '../api/count-open-alerts';
import { ALERTS_PATH } from '../paths';

/** "Alertas, 3 abiertas": what a screen reader hears on the top bar's button. */
export const alertsLabel = (open: number) =>
  open === 0 ? 'Alertas, ninguna abierta' : `Alertas, ${open} ${open === 1 ? 'abierta' : 'abiertas'}`;

/** The top bar's way to «Alertas», with the open count as its badge (read every 60 s). */
export function AlertsButton() {
  const count = useOpenAlertCount(true);
  const open = count.data ?? 0;
  return (
    <IconButton color="inherit" component={Link} to={ALERTS_PATH} aria-label={alertsLabel(open)}>
      <Badge badgeContent={open} color="error" max={99} data-testid="alerts-count">
        <ReportProblem />
      </Badge>
    </IconButton>
  );
}
