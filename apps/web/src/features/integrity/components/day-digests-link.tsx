import { canAccess, listDayDigests } from '@banca/contracts';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { DAY_DIGESTS_PATH } from '../paths';

/** "Huella diaria", for those who may read the digests. */
export function DayDigestsLink() {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listDayDigests.access)) return null;
  return (
    <Button component={Link} to={DAY_DIGESTS_PATH} variant="outlined">
      Huella diaria
    </Button>
  );
}
