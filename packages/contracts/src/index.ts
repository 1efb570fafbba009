export * from './access';
export * from './accounts';
export * from './ledger';
export * from './payment-methods';
export * from './payments';
export * from './rates';
export * from './agencies';
export * from './banking';
export * from './bets-config';
export * from './distributors';
export * from './network';
export * from './registry-network';
export * from './ticket-offices';
export * from './auth';
export * from './cash';
export * from './cash-movements';
export * from './cash-evidence';
export * from './cash-registers';
export * from './cash-transactions';
export * from './cash-reloads';
export * from './cash-funds';
export * from './cash-config';
export * from './cash-watch';
export * from './catalogue';
export * from './commissions';
export * from './countries';
export * from './draws';
export * from './draw-controls';
export * from './endpoint';
export * from './errors';
export * from './external-reports';
export * from './file-answer';
export * from './http';
export * from './ids';
export * from './images';
export * from './kpis';
export * from './list';
export * from './lookups';
export * from './logs';
export * from './money';
export * from './text-format';
export * from './notifications';
export * from './polla';
export * from './polla-prizes';
export * from './polla-potes';
export * from './quotas';
export * from './report-page';
export * from './reports-sales';
export * from './reports-general';
export * from './reports-prizes';
export * from './reports-regulator';
export * from './prize-winners';
export * from './reports-bets';
export * from './results';
export * from './roles';
export * from './sales';
export * from './system';
export * from './tickets';
export * from './ticket-check';
export * from './ticket-reprint';
export * from './users';
export * from './user-metrics';
export * from './risk-thresholds';
export * from './alerts';
export * from './lay-off';
export * from './risk-board';
export * from './two-factor';
export * from './software';
export * from './jobs';
export * from './integrity';
export * from './draw-seals';
export * from './cross-db';

import { accountEndpoints } from './accounts';
import { authEndpoints } from './auth';
import { ledgerEndpoints } from './ledger';
import { paymentMethodEndpoints } from './payment-methods';
import { paymentEndpoints } from './payments';
import { rateEndpoints } from './rates';
import { cashMovementEndpoints } from './cash-movements';
import { cashEvidenceEndpoints } from './cash-evidence';
import { cashRegisterEndpoints } from './cash-registers';
import { cashTransactionEndpoints } from './cash-transactions';
import { cashReloadEndpoints } from './cash-reloads';
import { cashFundEndpoints } from './cash-funds';
import { cashConfigEndpoints } from './cash-config';
import { cashWatchEndpoints } from './cash-watch';
import { commissionEndpoints } from './commissions';
import { catalogueEndpoints } from './catalogue';
import { drawEndpoints } from './draws';
import { drawControlEndpoints } from './draw-controls';
import type { EndpointContract } from './endpoint';
import { externalReportEndpoints } from './external-reports';
import { generalReportEndpoints } from './reports-general';
import { registryNetworkEndpoints } from './registry-network';
import { imageEndpoints } from './images';
import { kpiEndpoints } from './kpis';
import { logEndpoints } from './logs';
import { notificationEndpoints } from './notifications';
import { lookupEndpoints } from './lookups';
import { pollaEndpoints } from './polla';
import { pollaPrizeEndpoints } from './polla-prizes';
import { pollaPoteEndpoints } from './polla-potes';
import { quotaEndpoints } from './quotas';
import { resultEndpoints } from './results';
import { salesReportEndpoints } from './reports-sales';
import { prizeReportEndpoints } from './reports-prizes';
import { regulatorReportEndpoints } from './reports-regulator';
import { identifiedWinnerEndpoints } from './prize-winners';
import { betReportEndpoints } from './reports-bets';
import { saleEndpoints } from './sales';
import { ticketEndpoints } from './tickets';
import { ticketCheckEndpoints } from './ticket-check';
import { ticketReprintEndpoints } from './ticket-reprint';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';
import { userMetricEndpoints } from './user-metrics';
import { riskThresholdEndpoints } from './risk-thresholds';
import { layOffEndpoints } from './lay-off';
import { alertEndpoints } from './alerts';
import { riskBoardEndpoints } from './risk-board';
import { twoFactorEndpoints } from './two-factor';
import { softwareEndpoints } from './software';
import { jobEndpoints } from './jobs';
import { integrityEndpoints } from './integrity';
import { drawSealEndpoints } from './draw-seals';
import { crossDbEndpoints } from './cross-db';

/** Every endpoint of the API. The server registers exactly these; tests walk them all. */
export const ALL_ENDPOINTS: readonly EndpointContract[] = [
  ...systemEndpoints,
  ...userMetricEndpoints,
  ...authEndpoints,
  ...twoFactorEndpoints,
  ...softwareEndpoints,
  ...jobEndpoints,
  ...integrityEndpoints,
  ...drawSealEndpoints,
  ...crossDbEndpoints,
  ...logEndpoints,
  ...userEndpoints,
  ...quotaEndpoints,
  ...commissionEndpoints,
  ...registryNetworkEndpoints,
  ...imageEndpoints,
  ...catalogueEndpoints,
  ...drawEndpoints,
  ...lookupEndpoints,
  ...saleEndpoints,
  ...ticketEndpoints,
  ...ticketCheckEndpoints,
  ...ticketReprintEndpoints,
  ...resultEndpoints,
  ...drawControlEndpoints,
  ...kpiEndpoints,
  ...generalReportEndpoints,
  ...externalReportEndpoints,
  ...prizeReportEndpoints,
  ...regulatorReportEndpoints,
  ...identifiedWinnerEndpoints,
  ...betReportEndpoints,
  ...salesReportEndpoints,
  ...notificationEndpoints,
  ...accountEndpoints,
  ...ledgerEndpoints,
  ...paymentMethodEndpoints,
  ...paymentEndpoints,
  ...rateEndpoints,
  ...pollaEndpoints,
  ...pollaPrizeEndpoints,
  ...pollaPoteEndpoints,
  ...cashMovementEndpoints,
  ...cashEvidenceEndpoints,
  ...cashRegisterEndpoints,
  ...cashTransactionEndpoints,
  ...cashReloadEndpoints,
  ...cashFundEndpoints,
  ...cashConfigEndpoints,
  ...cashWatchEndpoints,
  ...riskThresholdEndpoints,
  ...layOffEndpoints,
  ...alertEndpoints,
  ...riskBoardEndpoints,
];
