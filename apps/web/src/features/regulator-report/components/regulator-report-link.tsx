import { canAccess, listRegulatorReport } from '@banca/contracts';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { REGULATOR_REPORT_PATH } from '../paths';

/** "Reporte al regulador", for those who may download it. */
export function RegulatorReportLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listRegulatorReport.access)) return null;
  return (
    <Button component={Link} to={REGULATOR_REPORT_PATH} variant="outlined">
      Reporte al regulador
    </Button>
  );
}
