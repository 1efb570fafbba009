import type { Db } from './client';
import { ensureBetTypes } from './seed/bet-types';
import { ensureLocations } from './seed/locations';

/**
 * Reference data every installation needs whatever the migrations and the demo did: the bet
 * types and the locations. Idempotent; run once at start, right after the migrations.
 */
export async function ensureReferenceData(db: Db): Promise<{ locationsLoaded: boolean }> {
  await ensureBetTypes(db);
  return { locationsLoaded: await ensureLocations(db) };
}
