import { formatCount, formatMoney, formatPercentNumber } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { raise } from '../../lib/domain-events';
import { inTransaction, jobContextOf, type PublicContext } from '../../lib/use-case';
import { blockNumberByThreshold } from '../draw-controls';
import { foldRiskBoard } from './risk-board-fold-repository';
import * as repo from './risk-watch-repository';

/** Who the audit log names for what the watch does. */
export const RISK_WATCH_ACTOR = 'umbral-de-riesgo';

/** What one pass did. */
export interface RiskWatchPass {
  tickets: number;
  notified: number;
  blocked: number;
}

/** The share of the limit sold, with one decimal: `82,5 %`. */
export function usedShare(sold: string, limit: string | null): string {
  if (!limit || BigInt(limit) <= 0n) return '—';
  return formatPercentNumber(Number((BigInt(sold) * 1000n) / BigInt(limit)) / 10);
}

/** Why the number is blocked, as the blocked numbers' list shows it. */
function blockReason(crossing: repo.Crossing): string {
  const rule =
    crossing.kind === 'BLOCK_LIABILITY'
      ? `pago posible mayor que ${formatMoney(BigInt(crossing.threshold_amount ?? '0'), crossing.currency)}`
      : `${crossing.percent} % del límite`;
  return `Umbral de riesgo (${rule}): ${crossing.partner_name} lleva ${usedShare(crossing.sold, crossing.limit)} del límite.`;
}

/** Acts on one crossing in one transaction: records it, blocks for a BLOCK rule, tells the bell. */
async function actOn(ctx: PublicContext, crossing: repo.Crossing): Promise<'notified' | 'blocked' | null> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.recordCrossing(tx.db, crossing))) return null;
    let blockedNumberId: number | null = null;
    if (crossing.kind !== 'NOTIFY_PERCENT') {
      const block = await blockNumberByThreshold(tx, {
        partner: { id: crossing.partner_id, path: crossing.partner_path },
        productId: crossing.product_id,
        drawId: crossing.draw_id,
        number: crossing.number_key.split('/')[0]!,
        date: crossing.draw_date,
        reason: blockReason(crossing),
        threshold: {
          id: crossing.threshold_id,
          kind: crossing.kind,
          percent: crossing.percent,
          amount: crossing.threshold_amount,
        },
      });
      // A live block with the same values already holds the number: nothing more to do or tell.
      if (!block) return null;
      blockedNumberId = block.id;
      await repo.noteCrossingBlock(tx.db, crossing, block.id);
    }
    await raise(tx, 'risk.threshold-crossed', {
      bancaId: crossing.banca_id,
      partnerId: crossing.partner_id,
      partnerName: crossing.partner_name,
      occurrenceId: crossing.occurrence_id,
      betTypeName: crossing.bet_type_name,
      numberKey: crossing.number_key,
      rule: {
        id: crossing.threshold_id,
        kind: crossing.kind,
        percent: crossing.percent,
        amount: crossing.threshold_amount,
      },
      currency: crossing.currency,
      sold: crossing.sold,
      limit: crossing.limit,
      payout: crossing.payout,
      blockedNumberId,
    });
    return blockedNumberId === null ? 'notified' : 'blocked';
  });
}

/**
 * One pass of the risk watch (ADR 058): the tickets folded into the rollups since the last pass
 * name the numbers whose exposure may have moved; each exposure row past an active threshold of
 * its banca, and not yet signalled, is acted on once. The mark moves only after every crossing
 * was acted on, so a failed pass is done again (what it recorded is not done twice). The risk
 * board's copy of the exposure moves first; the bancas that sold are then told once, so their
 * open risk boards read again (the bells' push).
 */
export async function watchRisk(db: Db, timezone: string): Promise<RiskWatchPass> {
  const { from, to } = await repo.watchWindow(db);
  const pass: RiskWatchPass = { tickets: to - from, notified: 0, blocked: 0 };
  // The risk board's copy first (annulments and limit changes too, with no new ticket), so the
  // boards told below read it moved.
  await foldRiskBoard(db, from, to);
  if (to <= from) return pass;
  const ctx = jobContextOf(db, RISK_WATCH_ACTOR, timezone);
  for (const crossing of await repo.crossingsAfter(db, from, to)) {
    const done = await actOn(ctx, crossing);
    if (done) pass[done] += 1;
  }
  // The open risk boards of the bancas that sold read again: one signal per pass, never per sale.
  const bancaIds = await repo.bancasSelling(db, from, to);
  if (bancaIds.length) await inTransaction(ctx, (tx) => raise(tx, 'risk.exposure-moved', { bancaIds }));
  await repo.advanceWatch(db, from, to);
  return pass;
}

/**
 * Checks the thresholds every `riskWatchIntervalMs` (0 leaves it out), as a job of the one runner
 * (ADR 055): one process watches each time. It follows the rollup fold's mark, so it needs the fold
 * on. A pass is kept in the history only when it signalled something or failed.
 */
export function watchRiskThresholds(app: FastifyInstance): void {
  const interval = app.config.riskWatchIntervalMs;
  if (interval === 0) return;
  app.jobs.register({
    name: 'risk-watch',
    title: 'Umbrales de riesgo',
    intervalMs: interval,
    run: async ({ db }) => {
      const pass = await watchRisk(db, app.config.defaultTimezone);
      if (!pass.notified && !pass.blocked) return null;
      return `Avisos: ${formatCount(pass.notified)}; números bloqueados: ${formatCount(pass.blocked)}`;
    },
  });
}
