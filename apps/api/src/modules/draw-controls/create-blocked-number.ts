import type { BlockedNumber, ZCreateBlockedNumberRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { duplicateField } from '../../lib/unique-violation';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { activeBetTypesOf, productRowOf } from '../catalogue';
import { blockNumberProblem } from './block-number-rule';
import * as repo from './blocked-number-repository';

type BlockInput = z.output<typeof ZCreateBlockedNumberRequest>;

/** The product is active, the draw is one of its own, the number is one the product sells. */
async function checkInput(db: Db, input: BlockInput, today: string): Promise<void> {
  const product = await productRowOf(db, input.product_id);
  if (!product) throw invalidField('product_id', 'El producto no existe.');
  if (product.status !== 'ACTIVE') throw invalidField('product_id', `El producto «${product.name}» está inactivo.`);
  if (input.draw_id && !(await repo.drawOfProduct(db, product.id, input.draw_id))) {
    throw invalidField('draw_id', `El sorteo no es de «${product.name}».`);
  }
  const [symbols, betTypes] = await Promise.all([
    repo.activeSymbolsOf(db, product.id),
    activeBetTypesOf(db, product.id),
  ]);
  const problem = blockNumberProblem(
    {
      name: product.name,
      productType: product.productType,
      symbols: symbols.map((symbol) => symbol.number),
      betTypeCodes: betTypes.map((betType) => betType.code),
    },
    input.number,
  );
  if (problem) throw invalidField('number', problem);
  if (input.date_to && input.date_to < today) throw invalidField('date_to', 'La fecha final ya pasó.');
}

/**
 * Blocks a number for a partner of the caller's subtree (its own partner by default). The sale
 * reads the table in its own transaction, so the block applies to the very next sale.
 */
export async function createBlockedNumber(ctx: UseCaseContext, input: BlockInput): Promise<BlockedNumber> {
  const { db, scope, principal } = ctx;
  const partner = await partnerInScopeOr404(
    db,
    scope,
    input.partner_id ?? principal.partner.id,
    'El asociado no existe.',
  );
  await checkInput(db, input, await repo.todayOf(db, ctx.timezone));
  const values: repo.BlockValues = {
    partnerId: partner.id,
    productId: input.product_id,
    drawId: input.draw_id ?? null,
    number: input.number,
    dateFrom: input.date_from ?? null,
    dateTo: input.date_to ?? null,
    reason: input.reason || null,
    createdBy: principal.id,
  };
  return inTransaction(ctx, async (tx) => {
    await repo.lockBlockKey(tx.db, values.productId, values.number);
    if (await repo.sameLiveBlock(tx.db, values)) {
      throw duplicateField('number', `El número ${values.number} ya está bloqueado con los mismos datos.`);
    }
    const id = await repo.insertBlockedNumber(tx.db, values);
    const after = (await repo.findBlockedNumber(tx.db, scope, id, ctx.timezone))!;
    await tx.audit({ action: 'BLOCK', entity: 'blocked_number', entityId: id, subjectPartnerId: partner.id, after });
    return after;
  });
}
