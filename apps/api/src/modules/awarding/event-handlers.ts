import type { ModuleHandlers } from '../../lib/domain-events';
import { clearAward } from './repository';

/** What awarding does when other modules act (ADR 053). */
export const awardingHandlers: ModuleHandlers = {
  /** A corrected result of an awarded occurrence: its award is undone, to be done again. */
  'result.saved': async (tx, saved) => {
    if (saved.correction && saved.wasAwarded) await clearAward(tx.db, saved.occurrenceId);
  },
};
