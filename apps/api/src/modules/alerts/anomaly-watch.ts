import { formatCount, type AnomalyKind } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { raise } from '../../lib/domain-events';
import { inTransaction, jobContextOf, type PublicContext } from '../../lib/use-case';
import { insertAlert } from './alert-repository';
import { annulmentCauses } from './rules/annulments-repository';
import type { Cause } from './rules/cause';
import { failedCodeCauses } from './rules/failed-codes-repository';
import { offHoursCauses } from './rules/off-hours-repository';
import { latePrizeCauses, repeatedPayerCauses } from './rules/prize-payment-repository';
import { sameNumberCauses } from './rules/same-number-repository';
import { sellerRateCauses } from './rules/seller-rate-repository';
import { winnerShareCauses } from './rules/winner-share-repository';

/** Who the audit log and the events name for what the watch does. */
export const ANOMALY_WATCH_ACTOR = 'vigilancia-de-anomalias';

/** Each kind's query: the causes its active rules find at `at`, read from committed tables only. */
export const RULE_QUERIES: Record<AnomalyKind, (db: Db, at: Date) => Promise<Cause[]>> = {
  SELLER_RATE: sellerRateCauses,
  SAME_NUMBER_BEFORE_CLOSE: sameNumberCauses,
  ANNULMENTS_BEFORE_CLOSE: annulmentCauses,
  WINNER_SHARE: winnerShareCauses,
  LATE_PRIZE_PAYMENT: latePrizeCauses,
  REPEATED_PAYER: repeatedPayerCauses,
  OFF_HOURS_SALES: offHoursCauses,
  FAILED_PRIZE_CODES: failedCodeCauses,
};

/** What one pass raised, per kind. */
export type AnomalyWatchPass = Partial<Record<AnomalyKind, number>> & { raised: number };

/** Raises one cause in one transaction: the alert row, then the event the bell answers. Null when already raised. */
async function raiseCause(ctx: PublicContext, cause: Cause): Promise<number | null> {
  return inTransaction(ctx, async (tx) => {
    const alertId = await insertAlert(tx.db, cause);
    if (alertId === null) return null;
    await raise(tx, 'alert.raised', {
      alertId,
      bancaId: cause.bancaId,
      partnerId: cause.partnerId,
      kind: cause.kind,
      title: cause.title,
      detail: cause.detail,
    });
    return alertId;
  });
}

/**
 * One pass of the anomaly watch (ADR 061): every kind's query at `at` (now by default), each cause
 * not yet raised becomes one alert and one bell notice. A cause already raised is skipped by its
 * unique key, so passes, processes and retries raise it once.
 */
export async function watchAnomalies(db: Db, timezone: string, at?: Date): Promise<AnomalyWatchPass> {
  const ctx = jobContextOf(db, ANOMALY_WATCH_ACTOR, timezone);
  const when = at ?? (await ctx.now());
  const pass: AnomalyWatchPass = { raised: 0 };
  for (const [kind, query] of Object.entries(RULE_QUERIES) as [AnomalyKind, (typeof RULE_QUERIES)[AnomalyKind]][]) {
    for (const cause of await query(db, when)) {
      if ((await raiseCause(ctx, cause)) === null) continue;
      pass[kind] = (pass[kind] ?? 0) + 1;
      pass.raised += 1;
    }
  }
  return pass;
}

/**
 * Runs the anomaly rules every `anomalyWatchIntervalMs` (0 leaves it out) as a job of the one runner
 * (ADR 055). A pass is kept in the history only when it raised something or failed.
 */
export function watchAnomalyRules(app: FastifyInstance): void {
  const interval = app.config.anomalyWatchIntervalMs;
  if (interval === 0) return;
  app.jobs.register({
    name: 'anomaly-watch',
    title: 'Vigilancia de anomalías',
    intervalMs: interval,
    run: async ({ db }) => {
      const pass = await watchAnomalies(db, app.config.defaultTimezone);
      return pass.raised ? `Alertas nuevas: ${formatCount(pass.raised)}` : null;
    },
  });
}
