import type { UploadImageResponse } from '@banca/contracts';
import { makeStoreImage } from '../../lib/evidence';
import type { Storage } from '../../lib/storage/storage';
import type { UseCaseContext } from '../../lib/use-case';

/**
 * Stores a catalogue image (a product's or a lottery's picture) where getImage serves it to every
 * signed-in user. What it checks and how it stores are the evidence pipeline's (lib/evidence).
 */
export const makeUploadImage = (deps: {
  storage: Storage;
}): ((ctx: UseCaseContext, bytes: Buffer) => Promise<UploadImageResponse>) => makeStoreImage(deps);
