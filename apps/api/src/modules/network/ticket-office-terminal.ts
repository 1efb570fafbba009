import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findPartner } from './partner-repository';
import { unprocessable } from './partner-rules';
import { boundTerminalOf } from './ticket-office-repository';

export async function boundTerminalOfOffice(tx: UseCaseContext, officeId: number) {
  const office = await findPartner(tx.db, tx.scope, officeId, { kind: 'TAQUILLA', forUpdate: true });
  if (!office) throw notFound();
  const terminal = await boundTerminalOf(tx.db, office.id);
  if (!terminal)
    throw unprocessable('terminal', `Terminal: la taquilla «${office.name}» no tiene un terminal vinculado.`);
  return { office, terminal };
}

type BoundTerminal = Awaited<ReturnType<typeof boundTerminalOfOffice>>['terminal'];

/**
 * A change to the taquilla's bound terminal (404 outside the caller's subtree, 422 without one),
 * in one transaction with its audit row: `change` answers what it audits as before and after.
 */
export const changeBoundTerminal = (
  ctx: UseCaseContext,
  officeId: number,
  action: string,
  change: (db: UseCaseContext['db'], terminal: BoundTerminal) => Promise<{ before: unknown; after: unknown }>,
) =>
  inTransaction(ctx, async (tx) => {
    const { office, terminal } = await boundTerminalOfOffice(tx, officeId);
    const { before, after } = await change(tx.db, terminal);
    await tx.audit({ action, entity: 'terminal', entityId: terminal.id, subjectPartnerId: office.id, before, after });
  });
