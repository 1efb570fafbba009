import type { CashConfig, CashConfigAnswer } from '@banca/contracts';
import { invalidField } from '../../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { taquillaBelow } from '../cash-taquilla';
import { readCashConfig, writeCashConfig } from '../config-repository';
import { outcomeTypes } from '../movement-repository';

/** A superior sets which methods, currencies and outcome types a taquilla accepts, and its approval thresholds. */
export async function saveCashConfig(ctx: UseCaseContext, input: CashConfig): Promise<CashConfigAnswer> {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  const known = new Set((await outcomeTypes(ctx.db)).filter((type) => !type.system).map((type) => type.code));
  const unknown = input.expense_types.find((code) => !known.has(code));
  if (unknown) throw invalidField('expense_types', `El tipo de egreso «${unknown}» no existe.`);
  const config = {
    ...input,
    payment_methods: [...new Set(input.payment_methods)],
    currencies: [...new Set(input.currencies)],
    expense_types: [...new Set(input.expense_types)],
  };
  return inTransaction(ctx, async (tx) => {
    const before = await readCashConfig(tx.db, taquilla.id);
    await writeCashConfig(tx.db, config, tx.principal.id);
    const after = await readCashConfig(tx.db, taquilla.id);
    await tx.audit({
      action: 'CASH_CONFIG_SAVE',
      entity: 'cash_config',
      entityId: taquilla.id,
      subjectPartnerId: taquilla.id,
      before,
      after,
    });
    return after;
  });
}
