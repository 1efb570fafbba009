import { MovementsScreen } from '../components/movements-screen';

/** Gestión de caja › Ingresos: those of the agency's taquillas. */
export function Component() {
  return <MovementsScreen kind="INGRESO" overTaquillas />;
}
