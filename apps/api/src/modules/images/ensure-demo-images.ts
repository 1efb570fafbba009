import type { Db } from '../../db/client';
// eslint-disable-next-line boundaries/dependencies -- the demo's own data, as the seed wrote it
import { demoCatalogueImages } from '../../db/seed/catalogue';
// eslint-disable-next-line boundaries/dependencies -- the demo's own data, as the seed wrote it
import { demoReceiptImages } from '../../db/seed/demo-images';
import type { Storage } from '../../lib/storage/storage';
import { imageKeysUnder } from './repository';

/**
 * The demo seed records its pictures' rows inside the database transaction; their bytes are
 * generated again here, at start, and written to the storage if missing (a new data folder, a
 * database cloned from a template). Idempotent and cheap: a few dozen small files.
 */
export async function ensureDemoImages(db: Db, storage: Storage): Promise<number> {
  const keys = await imageKeysUnder(db, 'demo/');
  if (keys.length === 0) return 0;
  const pictures = demoCatalogueImages();
  for (const receipt of demoReceiptImages()) pictures.set(receipt.key, receipt);
  let written = 0;
  for (const key of keys) {
    const picture = pictures.get(key);
    if (!picture || (await storage.get(key))) continue;
    await storage.put(key, picture.bytes, picture.contentType);
    written += 1;
  }
  return written;
}
