import { MovementsScreen } from '../components/movements-screen';

/** Gestión de caja › Egresos: those of the agency's taquillas. */
export function Component() {
  return <MovementsScreen kind="EGRESO" overTaquillas />;
}
