/** The draw seals feature's public face: the link to the Actas de cierre. */
export { DrawSealsLink } from './components/draw-seals-link';
export { DRAW_SEAL_PATH, DRAW_SEALS_PATH } from './paths';
