import type { UseCaseContext } from '../../lib/use-case';
import { markTerminalDisconnected } from './ticket-office-repository';
import { changeBoundTerminal } from './ticket-office-terminal';

/** Records that the taquilla's terminal was disconnected now (it stays bound). */
export const disconnectTicketOffice = (ctx: UseCaseContext, officeId: number) =>
  changeBoundTerminal(ctx, officeId, 'DISCONNECT_TERMINAL', async (db, terminal) => {
    const after = await markTerminalDisconnected(db, terminal.id);
    return {
      before: { last_disconnection_at: terminal.lastDisconnectionAt },
      after: { last_disconnection_at: after.lastDisconnectionAt },
    };
  });
