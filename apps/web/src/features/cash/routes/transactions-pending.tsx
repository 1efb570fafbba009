import { TransactionsScreen } from '../components/transactions-screen';

/** Transacciones › Pendientes. */
export function Component() {
  return <TransactionsScreen tab="pending" />;
}
