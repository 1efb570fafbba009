import type { PollaType } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { bancaOf, pollaTypesOf } from './type-repository';

/** The polla types of the caller's banca, by name. */
export async function listPollaTypes(ctx: UseCaseContext): Promise<{ data: PollaType[] }> {
  return { data: await pollaTypesOf(ctx.db, bancaOf(ctx)) };
}
