import { formatMoney, NOTIFICATION_LINKS } from '@banca/contracts';
import type { EventHandler, RiskThresholdCrossing } from '../../lib/domain-events';
import { createNotifications, recipientsAlong } from './create-notifications';
import { occurrenceLabel } from './event-repository';

const BANCA_MANAGERS = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;
const DISTRIBUTORS = ['DISTRIBUIDOR'] as const;

/** The share of the limit sold, with one decimal, from integer arithmetic: `82,5`. */
function share(sold: string, limit: string): string {
  const permille = (BigInt(sold) * 1000n) / BigInt(limit);
  return `${permille / 10n},${permille % 10n}`;
}

function textOf(label: string, crossing: RiskThresholdCrossing): { title: string; body: string } {
  const { rule, currency, partnerName } = crossing;
  const number = `${label}, número ${crossing.numberKey} (${crossing.betTypeName})`;
  const sold = formatMoney(BigInt(crossing.sold), currency);
  const used = crossing.limit
    ? `${sold} de ${formatMoney(BigInt(crossing.limit), currency)} (${share(crossing.sold, crossing.limit)} %)`
    : sold;
  const payout = formatMoney(BigInt(crossing.payout), currency);
  if (rule.kind === 'NOTIFY_PERCENT') {
    return {
      title: `Número al ${rule.percent} % de su límite`,
      body: `${number}: ${partnerName} lleva vendidos ${used}. Pagaría ${payout} si sale.`,
    };
  }
  const why =
    rule.kind === 'BLOCK_PERCENT'
      ? `llegó al ${rule.percent} % de su límite: ${partnerName} lleva vendidos ${used}`
      : `pagaría ${payout} si sale, más que ${formatMoney(BigInt(rule.amount ?? '0'), currency)}`;
  return {
    title: 'Número bloqueado por umbral de riesgo',
    body: `${number} ${why}. Queda agotado en ${partnerName} hasta que se desbloquee.`,
  };
}

/**
 * A risk threshold crossed (ADR 058): the banca's administrators and supervisors (a block sends
 * them to the blocked numbers, where it is lifted; a notice to the risk board), and the
 * distributors along the chain down to the partner whose limit it is (to the risk board). Once
 * per crossing and user (the dedupe key), even if the watch were to signal it again.
 */
export const tellThresholdCrossed: EventHandler<'risk.threshold-crossed'> = async (tx, crossing) => {
  const label = await occurrenceLabel(tx.db, crossing.occurrenceId);
  const told = {
    ...textOf(label, crossing),
    kind: crossing.blockedNumberId === null ? 'RISK_THRESHOLD_CROSSED' : 'NUMBER_AUTO_BLOCKED',
    dedupeKey: `risk:${crossing.rule.id}:${crossing.occurrenceId}:${crossing.numberKey}:${crossing.partnerId}:${crossing.betTypeName}`,
  } as const;
  const { bancaId, partnerId } = crossing;
  const managers = await recipientsAlong(tx, [{ partnerId: bancaId, reach: 'partner', roles: BANCA_MANAGERS }]);
  const distributors = await recipientsAlong(tx, [
    { partnerId, reach: 'partner', roles: DISTRIBUTORS },
    { partnerId, reach: 'above', roles: DISTRIBUTORS },
  ]);
  const managersLink =
    crossing.blockedNumberId === null ? NOTIFICATION_LINKS.riskBoard : NOTIFICATION_LINKS.blockedNumber;
  if (managers.length) await createNotifications(tx, { ...told, recipients: managers, link: managersLink });
  if (distributors.length) {
    await createNotifications(tx, { ...told, recipients: distributors, link: NOTIFICATION_LINKS.riskBoard });
  }
};

/**
 * An anomaly alert raised (ADR 061): the banca's administrators and supervisors, and the
 * distributors of the subject partner and above it, sent to «Alertas». Once per alert and user.
 */
export const tellAlertRaised: EventHandler<'alert.raised'> = async (tx, alert) => {
  const recipients = await recipientsAlong(tx, [
    { partnerId: alert.bancaId, reach: 'partner', roles: BANCA_MANAGERS },
    { partnerId: alert.partnerId, reach: 'partner', roles: DISTRIBUTORS },
    { partnerId: alert.partnerId, reach: 'above', roles: DISTRIBUTORS },
  ]);
  if (!recipients.length) return;
  await createNotifications(tx, {
    kind: 'ANOMALY_ALERT',
    title: alert.title,
    body: alert.detail,
    dedupeKey: `alert:${alert.alertId}`,
    recipients,
    link: NOTIFICATION_LINKS.alerts,
  });
};
