import { canAccess, listRiskBoard } from '@banca/contracts';
import SpeedIcon from '@mui/icons-material/Speed';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';

/** Where the live risk board is read and exported (a page beyond the spec's screen table). */
export const RISK_BOARD_PATH = '/admin/tools/risk-board';

/** "Tablero de riesgo", for those who may read it (the banca's A and S, distributors); nothing for others. */
export function RiskBoardLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listRiskBoard.access)) return null;
  return (
    <Button size="small" component={Link} to={RISK_BOARD_PATH} startIcon={<SpeedIcon />}>
      Tablero de riesgo
    </Button>
  );
}
