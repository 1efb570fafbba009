import type { CountryIso2 } from './countries';
import type { Flag, Role } from './roles';
import { ROLES } from './roles';

/**
 * Who may reach a screen or an endpoint. Rules are data, evaluated by one pure
 * `canAccess`, on the server (before any handler) and on the client (menu and guards).
 */
export type AccessRule =
  | { readonly public: true }
  | {
      readonly roles: Role | readonly Role[];
      readonly deniedCountries?: readonly CountryIso2[];
      readonly requires?: readonly Flag[];
    };

/** What `canAccess` needs to know of the caller. */
export interface AccessSubject {
  readonly role: Role;
  readonly country_iso2: string;
  readonly manage_childs: boolean;
  readonly awarding_results: boolean;
}

/** Anyone, signed in or not. */
export const PUBLIC: AccessRule = { public: true };
/** Any signed-in user, whatever its role. */
export const ANY_ROLE: AccessRule = { roles: ROLES };

/** Builds a rule; a tiny helper so that rules read like the spec's tables. */
export function rule(
  roles: Role | readonly Role[],
  options: { deniedCountries?: readonly CountryIso2[]; requires?: readonly Flag[] } = {},
): AccessRule {
  return { roles, ...options };
}

export function isPublic(accessRule: AccessRule): accessRule is { readonly public: true } {
  return 'public' in accessRule && accessRule.public === true;
}

/**
 * Spec §5: reachable only if the role is allowed, the country is not denied and every
 * required flag is true. A missing subject (not signed in) reaches public rules only.
 */
export function canAccess(subject: AccessSubject | null | undefined, accessRule: AccessRule): boolean {
  if (isPublic(accessRule)) return true;
  if (!subject) return false;
  const roles: readonly Role[] = typeof accessRule.roles === 'string' ? [accessRule.roles] : accessRule.roles;
  if (!roles.includes(subject.role)) return false;
  if (accessRule.deniedCountries?.some((country) => country === subject.country_iso2)) return false;
  return (accessRule.requires ?? []).every((flag) => subject[flag] === true);
}
