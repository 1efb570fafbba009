import { ANOMALY_KIND_LABELS, type AnomalyRule } from '@banca/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EditableSheet, type SheetColumn } from '@/components/editable-sheet';
import { FactList } from '@/components/fact-list';
import { RetryAlert } from '@/components/retry-alert';
import { StatusChip } from '@/components/status-chip';
import { useAnomalyRules } from '../api/list-anomaly-rules';
import { AnomalyRuleDialog } from './anomaly-rule-dialog';
import { paramsText } from './rule-params';

const columns: SheetColumn<AnomalyRule>[] = [
  { id: 'kind', header: 'Regla', render: (rule) => ANOMALY_KIND_LABELS[rule.kind] },
  { id: 'params', header: 'Parámetros', render: paramsText },
  {
    id: 'active',
    header: 'Estado',
    render: (rule) => <StatusChip family="catalogue" status={rule.active ? 'ACTIVE' : 'INACTIVE'} />,
  },
];

/** «Reglas de anomalías»: the banca's rules; its administrator edits them, its supervisor reads them. */
export function AnomalyRulesSection({ writer }: { writer: boolean }) {
  const rules = useAnomalyRules(true);
  const [editing, setEditing] = useState<AnomalyRule | null>(null);
  return (
    <section aria-labelledby="anomaly-rules-title">
      <Typography id="anomaly-rules-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Reglas de anomalías
      </Typography>
      {rules.error && <RetryAlert error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.data &&
        (writer ? (
          <EditableSheet
            label="Reglas de anomalías"
            columns={columns}
            rows={rules.data}
            rowKey={(rule) => rule.id}
            editLabel={(rule) => `Editar la regla ${ANOMALY_KIND_LABELS[rule.kind]}`}
            onEdit={setEditing}
          />
        ) : (
          <FactList
            facts={rules.data.map(
              (rule) =>
                [ANOMALY_KIND_LABELS[rule.kind], `${rule.active ? '' : '(inactiva) '}${paramsText(rule)}`] as const,
            )}
          />
        ))}
      {editing && <AnomalyRuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
