import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { markTerminalDisconnected } from './ticket-office-repository';
import { boundTerminalOfOffice } from './ticket-office-terminal';

/** Records that the taquilla's terminal was disconnected now (it stays bound). */
export const disconnectTicketOffice = (ctx: UseCaseContext, officeId: number) =>
  inTransaction(ctx, async (tx) => {
    const { office, terminal } = await boundTerminalOfOffice(tx, officeId);
    const after = await markTerminalDisconnected(tx.db, terminal.id);
    await tx.audit({
      action: 'DISCONNECT_TERMINAL',
      entity: 'terminal',
      entityId: terminal.id,
      subjectPartnerId: office.id,
      before: { last_disconnection_at: terminal.lastDisconnectionAt },
      after: { last_disconnection_at: after.lastDisconnectionAt },
    });
  });
