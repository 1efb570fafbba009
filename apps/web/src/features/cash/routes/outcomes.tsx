import { MovementsScreen } from '../components/movements-screen';

/** Taquilla › Egresos. */
export function Component() {
  return <MovementsScreen kind="EGRESO" />;
}
