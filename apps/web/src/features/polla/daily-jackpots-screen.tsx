import { JackpotsScreen } from './routes/jackpots';

/** Lazy entry of game management › polla › daily jackpots. */
export function Component() {
  return <JackpotsScreen kind="daily" />;
}
