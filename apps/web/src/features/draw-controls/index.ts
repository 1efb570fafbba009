/** Blocked numbers and suspended draws (tools › block-number, suspend-raffle); the screens load lazily. */
export { DRAW_CONTROLS_KEY } from './api/keys';
