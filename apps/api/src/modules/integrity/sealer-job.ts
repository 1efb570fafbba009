import { formatCount, formatDay } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobContext } from '../../lib/jobs';
import { sealIntegrity } from './chain-sealer';

/** How often new audit rows, ledger entries and draw seals are chained: the longest a record stays unchained. */
export const SEAL_EVERY_MS = 5_000;

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** One run of the sealer as the runner sees it: what it chained and sealed, or null when nothing. */
export function sealerRun(zone: string) {
  return async ({ db, now }: JobContext): Promise<string | null> => {
    const { audit, ledger, seals, days } = await sealIntegrity(db, zone, now);
    const parts = [];
    if (audit) parts.push(counted(audit, 'registro de la bitácora encadenado', 'registros de la bitácora encadenados'));
    if (ledger) parts.push(counted(ledger, 'asiento encadenado', 'asientos encadenados'));
    if (seals) parts.push(counted(seals, 'acta de cierre encadenada', 'actas de cierre encadenadas'));
    if (days.length) parts.push(`huella del ${days.map(formatDay).join(', ')}`);
    return parts.length ? parts.join('; ') : null;
  };
}

/**
 * The sealer (ADR 057): a job of the one runner that chains the audit log, the ledger and the
 * draw seals (ADR 060) after their rows commit, and writes each closed business day's digest in the banca's zone.
 */
export const sealerJob = fp(async (app: FastifyInstance) => {
  app.jobs.register({
    name: 'integrity-sealer',
    title: 'Encadenado de la bitácora y el libro',
    intervalMs: SEAL_EVERY_MS,
    run: sealerRun(app.config.defaultTimezone),
  });
});
