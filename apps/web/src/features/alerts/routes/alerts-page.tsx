import { canAccess, listAnomalyRules, updateAnomalyRule, type Alert } from '@banca/contracts';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import type { AlertAction } from '../api/handle-alert';
import { AlertsTable } from '../components/alerts-table';
import { AnomalyRulesSection } from '../components/anomaly-rules-section';
import { HandleAlertDialog } from '../components/handle-alert-dialog';

/**
 * Alertas (ADR 061): what the anomaly rules found in the user's part of the network, once per
 * cause, with the figures and the tickets behind each; acknowledged or dismissed with a note.
 * The banca's administrator edits the rules below; its supervisor reads them.
 */
export function Component() {
  const user = useCurrentUser();
  const [handling, setHandling] = useState<{ alert: Alert; action: AlertAction } | null>(null);
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Alertas"
        subtitle="Las reglas de anomalías revisan las ventas, anulaciones y pagos de premios cada minuto, fuera de la venta. Cada causa levanta una sola alerta y se avisa en la campana."
      />
      <AlertsTable onHandle={(alert, action) => setHandling({ alert, action })} />
      {canAccess(user, listAnomalyRules.access) && (
        <AnomalyRulesSection writer={canAccess(user, updateAnomalyRule.access)} />
      )}
      {handling && (
        <HandleAlertDialog alert={handling.alert} action={handling.action} onClose={() => setHandling(null)} />
      )}
    </>
  );
}
