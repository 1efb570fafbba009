import { canAccess, listLayOff } from '@banca/contracts';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';

/** Where a draw's lay-off list is read and exported (a page beyond the spec's screen table). */
export const LAY_OFF_PATH = '/admin/tools/lay-off';

/** "Lista de descarga", for those who may read it (the banca's A and S, distributors); nothing for others. */
export function LayOffLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listLayOff.access)) return null;
  return (
    <Button size="small" component={Link} to={LAY_OFF_PATH} startIcon={<CallSplitIcon />}>
      Lista de descarga
    </Button>
  );
}
