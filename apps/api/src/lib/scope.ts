import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prefixPattern } from './like-pattern';
import type { Principal } from './principal';

/** The caller's part of the network: its partner and everything below it. */
export interface Scope {
  partnerId: number;
  /** Materialised path of the caller's partner, e.g. `/1/4/`. */
  path: string;
}

export const scopeOf = (principal: Principal): Scope => ({ partnerId: principal.partner.id, path: principal.partner.path });

/** `column` (a partners.path) lies inside the scope's subtree, the scope's own partner included. */
export function inScope(pathColumn: AnyPgColumn, scope: Scope): SQL {
  return sql`${pathColumn} LIKE ${subtreePattern(scope)}`;
}

/** The LIKE pattern of the scope's subtree, for hand-written queries (`path LIKE $1`). */
export const subtreePattern = (scope: Scope) => prefixPattern(scope.path);

/** Child path of a partner given its parent's path (or none, for a root). */
export const childPath = (parentPath: string | null, id: number) => `${parentPath ?? '/'}${id}/`;
