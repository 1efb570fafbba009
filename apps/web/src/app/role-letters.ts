/** The roles by their letter in the spec's screens table (A, S, D, T, V, P). */
export const ROLE_BY_LETTER = {
  A: 'ADMIN_BANCA',
  S: 'SUPERV_BANCA',
  D: 'DISTRIBUIDOR',
  T: 'ADMIN_TAQUILLA',
  V: 'VEND_TAQUILLA',
  P: 'VEND_TAQUILLA_POLLA',
} as const;
