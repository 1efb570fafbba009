import { MovementsScreen } from '../components/movements-screen';

/** Taquilla › Ingresos. */
export function Component() {
  return <MovementsScreen kind="INGRESO" />;
}
