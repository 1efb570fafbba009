import { SellScreen } from '../components/sell-screen';

/** Taquilla › Vender (lazy route module). */
export function Component() {
  return <SellScreen />;
}
