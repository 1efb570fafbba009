import type { PublicContext } from '../../lib/use-case';
import { publicTypes } from './public-repository';

/** The active polla types of every banca, for the public page's choice: no sign-in. */
export async function publicPollaTypes(ctx: PublicContext) {
  return { data: await publicTypes(ctx.db) };
}
