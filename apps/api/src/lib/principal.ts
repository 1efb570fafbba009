import type { CountryIso2, Currency, PartnerKind, Role, SessionUser } from '@banca/contracts';

/** The signed-in caller, loaded on every request (so blocking a user takes effect at once). */
export interface Principal {
  id: number;
  username: string;
  name: string;
  role: Role;
  manage_childs: boolean;
  awarding_results: boolean;
  country_iso2: CountryIso2;
  currency: Currency;
  partner: { id: number; name: string; kind: PartnerKind; path: string };
  /** The session (refresh-token family) of the request's access token; absent outside a request. */
  sessionId?: string;
}

export function toSessionUser(principal: Principal): SessionUser {
  const { partner, sessionId: _session, ...user } = principal;
  return { ...user, partner: { id: partner.id, name: partner.name, kind: partner.kind } };
}
