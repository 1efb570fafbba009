import { TransactionsScreen } from '../components/transactions-screen';

/** Transacciones › Historial. */
export function Component() {
  return <TransactionsScreen tab="history" />;
}
