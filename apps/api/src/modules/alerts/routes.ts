import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { idAndChangesOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { acknowledgeAlert } from './acknowledge-alert';
import { alertsExport } from './alerts-export';
import { watchAnomalyRules } from './anomaly-watch';
import { countOpenAlerts } from './count-open-alerts';
import { dismissAlert } from './dismiss-alert';
import { listAlerts } from './list-alerts';
import { listAnomalyRules } from './list-anomaly-rules';
import { updateAnomalyRule } from './update-anomaly-rule';

/** /api/v2/admin/alerts and /anomaly-rules: the alerts the anomaly rules raise, the rules, and their watch (ADR 061). */
export async function alertRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listAlerts, listAlerts, listInputOf);
  registerExport(app, contracts.exportAlerts, alertsExport);
  registerUseCase(app, contracts.countOpenAlerts, countOpenAlerts, noInput);
  const handled = (request: { params: { id: number }; body: contracts.HandleAlertRequest }) => ({
    id: request.params.id,
    note: request.body.note,
  });
  registerUseCase(app, contracts.acknowledgeAlert, acknowledgeAlert, handled);
  registerUseCase(app, contracts.dismissAlert, dismissAlert, handled);
  registerUseCase(app, contracts.listAnomalyRules, listAnomalyRules, listInputOf);
  registerUseCase(app, contracts.updateAnomalyRule, updateAnomalyRule, idAndChangesOf);
  watchAnomalyRules(app);
}
