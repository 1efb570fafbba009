import type { LogEntry } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FactList } from '@/components/fact-list';
import { formatDateTime } from '@/lib/format';
import { actionLabel, entityLabel, roleLabel } from './labels';
import { LogDiff } from './log-diff';

/** One entry of the log: who, when, from where, and its before/after as a readable diff. */
export function LogDetailDialog({ entry, onClose }: { entry: LogEntry; onClose: () => void }) {
  const facts: [string, string][] = [
    ['Fecha', formatDateTime(entry.at)],
    ['Usuario', entry.username ?? '—'],
    ['Rol', roleLabel(entry.role)],
    ['Asociado del usuario', entry.partner?.name ?? '—'],
    ['Asociado afectado', entry.subject_partner?.name ?? '—'],
    ['Registro', `${entityLabel(entry.entity)} ${entry.entity_id ?? ''}`.trim()],
    ['Dirección IP', entry.ip ?? '—'],
    ['Solicitud', entry.request_id ?? '—'],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="log-detail-title">
      <DialogTitle id="log-detail-title">
        {actionLabel(entry.action)} · {entityLabel(entry.entity)}
      </DialogTitle>
      <DialogContent>
        <FactList facts={facts} />
        <LogDiff before={entry.before} after={entry.after} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
