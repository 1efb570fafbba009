import { canAccess, listAwardingControl, type SessionUser } from '@banca/contracts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAwardingUsers } from '../api/awarding-control';

/** Who in the subtree may award draws (spec: awarding-control); shown to those who may grant it. */
export function AwardingPanel({ me }: { me: SessionUser }) {
  const allowed = canAccess(me, listAwardingControl.access);
  const users = useAwardingUsers(allowed);
  if (!allowed) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="awarding-title">
      <Typography id="awarding-title" variant="subtitle2" sx={{ mb: 1 }}>
        Permiso de premiación
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(users.data ?? []).map((user) => (
          <Chip key={user.id} size="small" label={`${user.username} · ${user.partner.name}`} />
        ))}
        {users.data?.length === 0 && <Typography variant="body2">Nadie en su red puede premiar sorteos.</Typography>}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Se otorga o retira desde el menú de acciones de cada usuario.
      </Typography>
    </Paper>
  );
}
