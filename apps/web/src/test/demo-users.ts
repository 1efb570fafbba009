import type { SessionUser } from '@banca/contracts';

/** The demo users of the seed (same names, roles, countries and flags), as the session returns them. */
function user(
  id: number,
  username: string,
  role: SessionUser['role'],
  country_iso2: SessionUser['country_iso2'],
  flags: { manage_childs?: boolean; awarding_results?: boolean },
  partner: string,
  kind: SessionUser['partner']['kind'],
): SessionUser {
  return {
    id,
    username,
    name: username,
    role,
    country_iso2,
    currency: country_iso2 === 'PA' ? 'USD' : country_iso2 === 'CO' ? 'COP' : 'BS',
    manage_childs: flags.manage_childs ?? false,
    awarding_results: flags.awarding_results ?? false,
    partner: { id, name: partner, kind },
  };
}

const both = { manage_childs: true, awarding_results: true };

export const DEMO_USERS = {
  admin: user(1, 'admin', 'ADMIN_BANCA', 'VE', both, 'Banca Venezuela', 'BANCA'),
  supervisor: user(2, 'supervisor', 'SUPERV_BANCA', 'VE', { manage_childs: true }, 'Banca Venezuela', 'BANCA'),
  distribuidor: user(3, 'distribuidor', 'DISTRIBUIDOR', 'VE', both, 'Distribuidora Centro', 'DISTRIBUIDOR'),
  distribuidor2: user(4, 'distribuidor2', 'DISTRIBUIDOR', 'VE', {}, 'Distribuidora Oriente', 'DISTRIBUIDOR'),
  agencia: user(5, 'agencia', 'ADMIN_TAQUILLA', 'VE', {}, 'Agencia Centro 1', 'AGENCIA'),
  taquilla: user(6, 'taquilla', 'VEND_TAQUILLA', 'VE', {}, 'Taquilla 1', 'TAQUILLA'),
  polla: user(7, 'polla', 'VEND_TAQUILLA_POLLA', 'VE', {}, 'Taquilla 2', 'TAQUILLA'),
  'admin.pa': user(8, 'admin.pa', 'ADMIN_BANCA', 'PA', both, 'Banca Panamá', 'BANCA'),
  'admin.co': user(9, 'admin.co', 'ADMIN_BANCA', 'CO', { manage_childs: true }, 'Banca Colombia', 'BANCA'),
} satisfies Record<string, SessionUser>;

export type DemoUsername = keyof typeof DEMO_USERS;
