import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { releaseTerminalRow } from './ticket-office-repository';
import { boundTerminalOfOffice } from './ticket-office-terminal';

/** Unbinds the taquilla's terminal (RELEASED, released_at): the device may be bound elsewhere. */
export const releaseTicketOffice = (ctx: UseCaseContext, officeId: number) =>
  inTransaction(ctx, async (tx) => {
    const { office, terminal } = await boundTerminalOfOffice(tx, officeId);
    const after = await releaseTerminalRow(tx.db, terminal.id);
    await tx.audit({
      action: 'RELEASE_TERMINAL',
      entity: 'terminal',
      entityId: terminal.id,
      subjectPartnerId: office.id,
      before: terminal,
      after,
    });
  });
