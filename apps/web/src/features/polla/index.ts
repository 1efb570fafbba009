/**
 * The polla's screens are loaded lazily from their screen files (tickets, results, prizes, the
 * admin's potes and the public page); nothing else of the feature is shared.
 */
export { PUBLIC_POLLA_PATH } from './logic/public-link';
