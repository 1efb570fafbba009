import type { ModuleHandlers } from '../../lib/domain-events';
import { scorePollasAfterAward } from './score-day';

/** What polla does when other modules act (ADR 046, 053). */
export const pollaHandlers: ModuleHandlers = {
  /** The award that completes a polla day's draws scores that day. */
  'draw.awarded': (tx, awarded) => scorePollasAfterAward(tx, awarded.occurrenceId),
};
