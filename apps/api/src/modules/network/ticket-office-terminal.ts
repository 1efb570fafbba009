import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { NetworkContext } from './context';
import { findPartner } from './partner-repository';
import { unprocessable } from './partner-rules';
import { boundTerminalOf } from './ticket-office-repository';

async function boundTerminalOfOffice(tx: Db, ctx: NetworkContext, officeId: number) {
  const office = await findPartner(tx, ctx.scope, officeId, { kind: 'TAQUILLA', forUpdate: true });
  if (!office) throw notFound();
  const terminal = await boundTerminalOf(tx, office.id);
  if (!terminal)
    throw unprocessable('terminal', `Terminal: la taquilla «${office.name}» no tiene un terminal vinculado.`);
  return { office, terminal };
}

/** Unbinds the taquilla's terminal (RELEASED, released_at): the device may be bound elsewhere. */
export async function releaseTerminal(tx: Db, ctx: NetworkContext, officeId: number) {
  const { office, terminal } = await boundTerminalOfOffice(tx, ctx, officeId);
  const [after] = await tx
    .update(terminals)
    .set({ status: 'RELEASED', releasedAt: new Date() })
    .where(eq(terminals.id, terminal.id))
    .returning();
  await recordAudit(tx, ctx.actor, {
    action: 'RELEASE_TERMINAL',
    entity: 'terminal',
    entityId: terminal.id,
    subjectPartnerId: office.id,
    before: terminal,
    after,
  });
}

/** Records that the taquilla's terminal was disconnected now (it stays bound). */
export async function disconnectTerminal(tx: Db, ctx: NetworkContext, officeId: number) {
  const { office, terminal } = await boundTerminalOfOffice(tx, ctx, officeId);
  const [after] = await tx
    .update(terminals)
    .set({ lastDisconnectionAt: new Date() })
    .where(eq(terminals.id, terminal.id))
    .returning();
  await recordAudit(tx, ctx.actor, {
    action: 'DISCONNECT_TERMINAL',
    entity: 'terminal',
    entityId: terminal.id,
    subjectPartnerId: office.id,
    before: { last_disconnection_at: terminal.lastDisconnectionAt },
    after: { last_disconnection_at: after!.lastDisconnectionAt },
  });
}
