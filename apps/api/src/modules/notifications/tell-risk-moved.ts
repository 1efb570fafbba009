import type { EventHandler } from '../../lib/domain-events';
import { signalRisk } from './notification-repository';

/**
 * New sales were watched (ADR 058): the open risk boards of those bancas, in every API process,
 * are told to read again (through the bells' stream, no notification row). Once per watch pass.
 */
export const tellRiskMoved: EventHandler<'risk.exposure-moved'> = async (tx, { bancaIds }) => {
  await signalRisk(tx.db, bancaIds);
};
