import { PotsScreen } from './routes/pots';

/** Lazy entry of game management › polla › weekly jackpots. */
export function Component() {
  return <PotsScreen kind="weekly" />;
}
