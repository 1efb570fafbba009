import type { Lottery, ZCreateLotteryRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { lotteries } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { duplicateField } from '../../lib/unique-violation';
import * as repo from './repository';
import { assertImagesExist, catalogueTransaction } from './write';

type LotteryInput = z.output<typeof ZCreateLotteryRequest>;

const lotteryNotFound = () => notFound('La lotería no existe.');
const duplicateName = (name: string) => duplicateField('name', `Ya existe una lotería llamada «${name}».`);

async function checkInput(db: Db, input: LotteryInput, exceptId?: number) {
  await assertImagesExist(db, [{ field: 'logo_image_id', id: input.logo_image_id }]);
  if (await repo.nameTaken(db, lotteries, input.name, exceptId)) throw duplicateName(input.name);
}

const valuesOf = (input: LotteryInput): repo.LotteryValues => ({
  name: input.name,
  abbreviation: input.abbreviation,
  logoImageId: input.logo_image_id,
  status: input.status,
});

export async function createLottery(db: Db, input: LotteryInput, actor: AuditActor): Promise<Lottery> {
  await checkInput(db, input);
  return catalogueTransaction(db, async (tx) => {
    const id = await repo.insertLottery(tx, valuesOf(input));
    const after = (await repo.findLottery(tx, id))!;
    await recordAudit(tx, actor, { action: 'CREATE', entity: 'lottery', entityId: id, after });
    return after;
  });
}

export async function updateLottery(db: Db, id: number, input: LotteryInput, actor: AuditActor): Promise<Lottery> {
  if (!(await repo.findLottery(db, id))) throw lotteryNotFound();
  await checkInput(db, input, id);
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findLottery(tx, id);
    if (!before) throw lotteryNotFound();
    await repo.updateLotteryRow(tx, id, valuesOf(input));
    const after = (await repo.findLottery(tx, id))!;
    await recordAudit(tx, actor, { action: 'UPDATE', entity: 'lottery', entityId: id, before, after });
    return after;
  });
}

/** Soft delete: the lottery stays (its products' tickets name it), marked INACTIVE. */
export async function deactivateLottery(db: Db, id: number, actor: AuditActor): Promise<Lottery> {
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findLottery(tx, id);
    if (!before) throw lotteryNotFound();
    if (before.status === 'INACTIVE') return before;
    await repo.updateLotteryRow(tx, id, { status: 'INACTIVE' });
    const after = (await repo.findLottery(tx, id))!;
    await recordAudit(tx, actor, { action: 'DEACTIVATE', entity: 'lottery', entityId: id, before, after });
    return after;
  });
}
