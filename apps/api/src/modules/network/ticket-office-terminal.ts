import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
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
