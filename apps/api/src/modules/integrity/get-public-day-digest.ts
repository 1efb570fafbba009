import type { PublicDayDigest } from '@banca/contracts';
import type { PublicContext } from '../../lib/use-case';
import { lastDigest } from './digest-repository';

/** The last closed day's digest, for anyone to keep: the public polla page shows it. */
export async function getPublicDayDigest(ctx: PublicContext): Promise<PublicDayDigest> {
  return { day_digest: await lastDigest(ctx.db) };
}
