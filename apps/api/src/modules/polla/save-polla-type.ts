import type { PollaType, ZSavePollaTypeRequest } from '@banca/contracts';
import type { z } from 'zod';
import { invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { basisPointsOf } from './scoring-rule';
import * as repo from './type-repository';
import { bancaOf } from './type-repository';

type Input = z.output<typeof ZSavePollaTypeRequest>;

const CONFLICTS = { polla_types_name_uq: { field: 'name', message: 'Ya existe un tipo de polla con ese nombre.' } };

/**
 * Creates or changes a polla type of the caller's banca (ADR 046). The draws that count must be
 * active draws of the chosen animalito product; the potes' percentages may not pass 100 % together.
 * A change applies to the tickets sold after it: each ticket keeps what its sale gave the potes.
 */
export async function savePollaType(ctx: UseCaseContext, input: Input): Promise<PollaType> {
  const bancaId = bancaOf(ctx);
  const values: repo.PollaTypeValues = {
    name: input.name,
    productId: input.product_id,
    drawIds: [...new Set(input.draw_ids)],
    picksPerDraw: input.picks_per_draw,
    price: input.price,
    dailyFirstBp: basisPointsOf(input.daily_first_percent),
    dailySecondBp: basisPointsOf(input.daily_second_percent),
    weeklyBp: basisPointsOf(input.weekly_percent),
    pointsPerHit: input.points_per_hit,
    firstMinPoints: input.first_min_points,
    secondMinPoints: input.second_min_points,
    weeklyMinPoints: input.weekly_min_points,
    annulMinutes: input.annul_minutes,
    status: input.status,
  };
  if (values.dailyFirstBp + values.dailySecondBp + values.weeklyBp > 10_000) {
    throw invalidField('weekly_percent', 'Los porcentajes de los potes no pueden sumar más de 100.');
  }
  const facts = await repo.productFacts(ctx.db, values.productId, values.drawIds);
  if (!facts?.animalitos) throw invalidField('product_id', 'El producto debe ser un animalito activo.');
  if (facts.own_draws.length !== values.drawIds.length) {
    throw invalidField('draw_ids', 'Los sorteos que cuentan deben ser sorteos activos del producto.');
  }
  return inTransaction(
    ctx,
    async (tx) => {
      let id = input.id;
      const before = id === undefined ? null : await repo.findPollaType(tx.db, bancaId, id);
      if (id !== undefined && !before) throw notFound('El tipo de polla no existe.');
      if (id === undefined) id = await repo.insertPollaType(tx.db, bancaId, ctx.principal.currency, values);
      else await repo.updatePollaType(tx.db, id, values);
      const saved = await repo.loadPollaType(tx.db, id);
      await tx.audit({
        action: before ? 'UPDATE' : 'CREATE',
        entity: 'polla_type',
        entityId: id,
        subjectPartnerId: bancaId,
        before: before ? { ...before, price: before.price.toString() } : null,
        after: saved,
      });
      return saved;
    },
    CONFLICTS,
  );
}
