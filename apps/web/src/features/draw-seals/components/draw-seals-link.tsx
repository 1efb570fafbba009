import { canAccess, listDrawSeals } from '@banca/contracts';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { DRAW_SEALS_PATH } from '../paths';

/** "Actas de cierre", for those who may read them. */
export function DrawSealsLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listDrawSeals.access)) return null;
  return (
    <Button component={Link} to={DRAW_SEALS_PATH} variant="outlined">
      Actas de cierre
    </Button>
  );
}
