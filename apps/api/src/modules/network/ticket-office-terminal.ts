import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findPartner } from './partner-repository';
import { unprocessable } from './partner-rules';
import { boundTerminalOf, markTerminalDisconnected, releaseTerminalRow } from './ticket-office-repository';

async function boundTerminalOfOffice(tx: UseCaseContext, officeId: number) {
  const office = await findPartner(tx.db, tx.scope, officeId, { kind: 'TAQUILLA', forUpdate: true });
  if (!office) throw notFound();
  const terminal = await boundTerminalOf(tx.db, office.id);
  if (!terminal)
    throw unprocessable('terminal', `Terminal: la taquilla «${office.name}» no tiene un terminal vinculado.`);
  return { office, terminal };
}

/** Unbinds the taquilla's terminal (RELEASED, released_at): the device may be bound elsewhere. */
export const releaseTerminal = (ctx: UseCaseContext, officeId: number) =>
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

/** Records that the taquilla's terminal was disconnected now (it stays bound). */
export const disconnectTerminal = (ctx: UseCaseContext, officeId: number) =>
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
