import type { ZCreateLotteryRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { duplicateField } from '../../lib/unique-violation';
import * as repo from './repository';
import { assertImagesExist } from './write';

export type LotteryInput = z.output<typeof ZCreateLotteryRequest>;

export const lotteryNotFound = () => notFound('La lotería no existe.');

const duplicateName = (name: string) => duplicateField('name', `Ya existe una lotería llamada «${name}».`);

export async function checkInput(db: Db, input: LotteryInput, exceptId?: number) {
  await assertImagesExist(db, [{ field: 'logo_image_id', id: input.logo_image_id }]);
  if (await repo.nameTaken(db, 'lottery', input.name, exceptId)) throw duplicateName(input.name);
}

export const valuesOf = (input: LotteryInput): repo.LotteryValues => ({
  name: input.name,
  abbreviation: input.abbreviation,
  logoImageId: input.logo_image_id,
  status: input.status,
});
