import type { UseCaseContext } from '../../lib/use-case';
import { releaseTerminalRow } from './ticket-office-repository';
import { changeBoundTerminal } from './ticket-office-terminal';

/** Unbinds the taquilla's terminal (RELEASED, released_at): the device may be bound elsewhere. */
export const releaseTicketOffice = (ctx: UseCaseContext, officeId: number) =>
  changeBoundTerminal(ctx, officeId, 'RELEASE_TERMINAL', async (db, terminal) => ({
    before: terminal,
    after: await releaseTerminalRow(db, terminal.id),
  }));
