import { JackpotsScreen } from './routes/jackpots';

/** Lazy entry of game management › polla › weekly jackpots. */
export function Component() {
  return <JackpotsScreen kind="weekly" />;
}
