import { canAccess, listRiskThresholds } from '@banca/contracts';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';

/** Where the banca's risk thresholds are read and changed (a page beyond the spec's screen table). */
export const RISK_THRESHOLDS_PATH = '/admin/tools/risk-thresholds';

/** "Umbrales de riesgo", for those who may read them (the banca's A and S); nothing for others. */
export function RiskThresholdsLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listRiskThresholds.access)) return null;
  return (
    <Button size="small" component={Link} to={RISK_THRESHOLDS_PATH} startIcon={<TuneIcon />}>
      Umbrales de riesgo
    </Button>
  );
}
