import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { locationMunicipalities, locationStates } from '../schema';

interface LocationsFile {
  country_iso2: string;
  states: { id: number; name: string; municipalities: { id: number; name: string }[] }[];
}

/** Venezuela's 24 federal entities and their 335 municipalities (reference/ve-locations.json). */
export function venezuelaLocations(): LocationsFile {
  return JSON.parse(readFileSync(new URL('./reference/ve-locations.json', import.meta.url), 'utf8')) as LocationsFile;
}

/**
 * Loads the location tables from the data file at start, whatever the migrations did:
 * nothing to do when the counts already match; otherwise an upsert by id (names follow the file).
 */
export async function ensureLocations(db: Db): Promise<boolean> {
  const file = venezuelaLocations();
  const municipalities = file.states.flatMap((state) =>
    state.municipalities.map((municipality) => ({ id: municipality.id, stateId: state.id, name: municipality.name })),
  );
  const [counts] = await db
    .select({
      states: sql<number>`(SELECT count(*)::int FROM ${locationStates} WHERE ${locationStates.countryIso2} = ${file.country_iso2})`,
      municipalities: sql<number>`(SELECT count(*)::int FROM ${locationMunicipalities} m JOIN ${locationStates} s ON s.id = m.state_id WHERE s.country_iso2 = ${file.country_iso2})`,
    })
    .from(sql`(SELECT 1) AS one`);
  if (counts?.states === file.states.length && counts.municipalities === municipalities.length) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(locationStates)
      .values(file.states.map((state) => ({ id: state.id, countryIso2: file.country_iso2, name: state.name })))
      .onConflictDoUpdate({
        target: locationStates.id,
        set: { name: sql`excluded.name`, countryIso2: sql`excluded.country_iso2` },
      });
    await tx
      .insert(locationMunicipalities)
      .values(municipalities)
      .onConflictDoUpdate({
        target: locationMunicipalities.id,
        set: { name: sql`excluded.name`, stateId: sql`excluded.state_id` },
      });
  });
  return true;
}
