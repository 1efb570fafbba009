import type { LogEntry } from '@banca/contracts';
import { FactList } from '@/components/fact-list';
import { InfoDialog } from '@/components/info-dialog';
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
    <InfoDialog title={`${actionLabel(entry.action)} · ${entityLabel(entry.entity)}`} onClose={onClose}>
      <FactList facts={facts} />
      <LogDiff before={entry.before} after={entry.after} />
    </InfoDialog>
  );
}
