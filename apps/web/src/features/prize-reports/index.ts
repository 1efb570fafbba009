/** The detailed-prize report (balance-report › detailed-prize); the screen loads lazily from detailed-prize-screen.ts. */
export { DETAILED_PRIZE_KEY } from './api/list-detailed-prizes';
