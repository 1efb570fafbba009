import type { ModuleHandlers } from '../../lib/domain-events';
import {
  recordPollaAnnulmentOutcome,
  recordPollaPrizeOutcome,
  recordPollaSaleIncome,
  recordPrizeOutcome,
} from './system-movements';

/**
 * Money paid or taken at a taquilla reaches its cash register in the same transaction (ADR 045,
 * 053): the product writes these movements, and the cash screens never annul them.
 */
export const cashHandlers: ModuleHandlers = {
  'prize.paid': async (tx, prize) => {
    await recordPrizeOutcome(tx, { ...prize, description: `Premio del ticket ${prize.serial}` });
  },
  'polla.ticket-sold': async (tx, sale) => {
    await recordPollaSaleIncome(tx, sale);
  },
  'polla.ticket-annulled': async (tx, annulled) => {
    await recordPollaAnnulmentOutcome(tx, annulled);
  },
  'polla.prize-paid': async (tx, prize) => {
    await recordPollaPrizeOutcome(tx, prize);
  },
};
