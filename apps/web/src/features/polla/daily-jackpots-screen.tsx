import { PotsScreen } from './routes/pots';

/** Lazy entry of game management › polla › daily jackpots. */
export function Component() {
  return <PotsScreen kind="daily" />;
}
