import type { Lottery, ZCreateLotteryRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { duplicateField } from '../../lib/unique-violation';
import * as repo from './repository';
import { assertImagesExist, CATALOGUE_CONFLICTS } from './write';

type LotteryInput = z.output<typeof ZCreateLotteryRequest>;

const lotteryNotFound = () => notFound('La lotería no existe.');
const duplicateName = (name: string) => duplicateField('name', `Ya existe una lotería llamada «${name}».`);

async function checkInput(db: Db, input: LotteryInput, exceptId?: number) {
  await assertImagesExist(db, [{ field: 'logo_image_id', id: input.logo_image_id }]);
  if (await repo.nameTaken(db, 'lottery', input.name, exceptId)) throw duplicateName(input.name);
}

const valuesOf = (input: LotteryInput): repo.LotteryValues => ({
  name: input.name,
  abbreviation: input.abbreviation,
  logoImageId: input.logo_image_id,
  status: input.status,
});

export async function createLottery(ctx: UseCaseContext, input: LotteryInput): Promise<Lottery> {
  await checkInput(ctx.db, input);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertLottery(tx.db, valuesOf(input));
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'CREATE', entity: 'lottery', entityId: id, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}

export async function updateLottery(
  ctx: UseCaseContext,
  { id, ...input }: LotteryInput & { id: number },
): Promise<Lottery> {
  if (!(await repo.findLottery(ctx.db, id))) throw lotteryNotFound();
  await checkInput(ctx.db, input, id);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findLottery(tx.db, id);
      if (!before) throw lotteryNotFound();
      await repo.updateLotteryRow(tx.db, id, valuesOf(input));
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'UPDATE', entity: 'lottery', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}

/** Soft delete: the lottery stays (its products' tickets name it), marked INACTIVE. */
export async function deactivateLottery(ctx: UseCaseContext, id: number): Promise<Lottery> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findLottery(tx.db, id);
      if (!before) throw lotteryNotFound();
      if (before.status === 'INACTIVE') return before;
      await repo.updateLotteryRow(tx.db, id, { status: 'INACTIVE' });
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'DEACTIVATE', entity: 'lottery', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
