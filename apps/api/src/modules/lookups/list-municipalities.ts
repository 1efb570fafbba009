import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The municipalities of one state; a state that does not exist is a 404. */
export async function listMunicipalities({ db }: UseCaseContext, stateId: number) {
  if (!(await repo.stateExists(db, stateId))) throw notFound('El estado no existe.');
  return repo.municipalitiesOf(db, stateId);
}
