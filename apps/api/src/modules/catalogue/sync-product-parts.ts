import type { BetTypeInput, SymbolInput } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './product-repository';

/**
 * A product's symbols and bet types are sent as whole sets: what is new is inserted, what
 * changed is updated, what is missing is made INACTIVE (never deleted: sold plays keep it).
 * Each row changed gets its own audit entry, in the caller's transaction.
 */

type Symbol = Required<Pick<SymbolInput, 'number' | 'name'>> & { image_id: number | null };

const symbolAudit = (
  row: Pick<repo.SymbolRow, 'productId' | 'number' | 'name' | 'imageId' | 'sortOrder' | 'status'>,
) => ({
  product_id: row.productId,
  number: row.number,
  name: row.name,
  image_id: row.imageId,
  sort_order: row.sortOrder,
  status: row.status,
});

export async function syncSymbols(tx: UseCaseContext, productId: number, symbols: Symbol[]): Promise<void> {
  const existing = new Map((await repo.symbolsOf(tx.db, productId)).map((row) => [row.number, row]));
  const toInsert: Parameters<typeof repo.insertSymbols>[1] = [];
  for (const [i, symbol] of symbols.entries()) {
    const row = existing.get(symbol.number);
    existing.delete(symbol.number);
    if (!row) {
      toInsert.push({ productId, number: symbol.number, name: symbol.name, imageId: symbol.image_id, sortOrder: i });
      continue;
    }
    const next = { ...row, name: symbol.name, imageId: symbol.image_id, sortOrder: i, status: 'ACTIVE' as const };
    if (JSON.stringify(symbolAudit(row)) === JSON.stringify(symbolAudit(next))) continue;
    await repo.updateSymbol(tx.db, row.id, { name: next.name, imageId: next.imageId, sortOrder: i, status: 'ACTIVE' });
    await tx.audit({
      action: 'UPDATE',
      entity: 'product_symbol',
      entityId: row.id,
      before: symbolAudit(row),
      after: symbolAudit(next),
    });
  }
  for (const row of await repo.insertSymbols(tx.db, toInsert)) {
    await tx.audit({
      action: 'CREATE',
      entity: 'product_symbol',
      entityId: row.id,
      after: symbolAudit(row),
    });
  }
  for (const row of existing.values()) {
    if (row.status === 'INACTIVE') continue;
    await repo.updateSymbol(tx.db, row.id, { status: 'INACTIVE' });
    const after = { ...row, status: 'INACTIVE' as const };
    await tx.audit({
      action: 'DEACTIVATE',
      entity: 'product_symbol',
      entityId: row.id,
      before: symbolAudit(row),
      after: symbolAudit(after),
    });
  }
}

type BetType = Required<Pick<BetTypeInput, 'code'>> & { multiplier: string };

export async function syncBetTypes(
  tx: UseCaseContext,
  productId: number,
  wanted: BetType[],
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
  const existing = new Map((await repo.productBetTypesOf(tx.db, productId)).map((row) => [row.betTypeId, row]));
  const audit = (
    row: Pick<repo.ProductBetTypeRow, 'productId' | 'betTypeId' | 'multiplier' | 'status'>,
    code: string,
  ) => ({
    product_id: row.productId,
    bet_type: code,
    multiplier: row.multiplier,
    status: row.status,
  });
  for (const { code, multiplier } of wanted) {
    const betTypeId = ids.get(code)!;
    const row = existing.get(betTypeId);
    existing.delete(betTypeId);
    if (!row) {
      const created = await repo.insertProductBetType(tx.db, { productId, betTypeId, multiplier });
      await tx.audit({
        action: 'CREATE',
        entity: 'product_bet_type',
        entityId: created.id,
        after: audit(created, code),
      });
      continue;
    }
    if (Number(row.multiplier) === Number(multiplier) && row.status === 'ACTIVE') continue;
    await repo.updateProductBetType(tx.db, row.id, { multiplier, status: 'ACTIVE' });
    const after = { ...row, multiplier, status: 'ACTIVE' as const };
    await tx.audit({
      action: 'UPDATE',
      entity: 'product_bet_type',
      entityId: row.id,
      before: audit(row, code),
      after: audit(after, code),
    });
  }
  for (const row of existing.values()) {
    if (row.status === 'INACTIVE') continue;
    await repo.updateProductBetType(tx.db, row.id, { status: 'INACTIVE' });
    const code = codeOf.get(row.betTypeId) ?? String(row.betTypeId);
    const after = { ...row, status: 'INACTIVE' as const };
    await tx.audit({
      action: 'DEACTIVATE',
      entity: 'product_bet_type',
      entityId: row.id,
      before: audit(row, code),
      after: audit(after, code),
    });
  }
}
