import type { ModuleHandlers } from '../../lib/domain-events';
import { tellRegisterChanged, tellTransactionDecided } from './tell-cash';
import { tellAwarded, tellDrawSuspension, tellResultSaved } from './tell-events';
import { tellPayee, tellPayer } from './tell-payments';
import { tellAlertRaised, tellThresholdCrossed } from './tell-risk';
import { tellRiskMoved } from './tell-risk-moved';
import { tellNewVersion } from './tell-software';

/** What the bell tells of each business event (ADR 047, 053): every notification starts here. */
export const notificationHandlers: ModuleHandlers = {
  'draw.suspension-changed': tellDrawSuspension,
  'result.saved': tellResultSaved,
  'draw.awarded': tellAwarded,
  'payment.reported': tellPayee,
  'payment.decided': tellPayer,
  'cash.register-changed': tellRegisterChanged,
  'cash.transaction-decided': tellTransactionDecided,
  'software.published': tellNewVersion,
  'risk.threshold-crossed': tellThresholdCrossed,
  'alert.raised': tellAlertRaised,
  'risk.exposure-moved': tellRiskMoved,
};
