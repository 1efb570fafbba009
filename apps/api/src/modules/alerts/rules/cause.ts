import type { AnomalyKind } from '@banca/contracts';

/** Tickets an alert names at most: enough to open the pattern, not the whole day. */
export const TICKETS_PER_ALERT = 50;

/**
 * One cause a rule found (ADR 061): what it is about, the key that makes it once per cause, its
 * Spanish title and detail, the figures and the tickets behind it.
 */
export interface Cause {
  kind: AnomalyKind;
  bancaId: number;
  partnerId: number;
  partnerPath: string;
  causeKey: string;
  title: string;
  detail: string;
  evidence: Record<string, unknown>;
  ticketIds: string[];
}

/** The deepest partner every path lies under (the paths' common chain), with its path. */
export function commonPartnerOf(paths: readonly string[]): { partnerId: number; partnerPath: string } {
  const chains = paths.map((path) => path.split('/').filter(Boolean));
  const common: string[] = [];
  for (let i = 0; chains.every((chain) => chain[i] !== undefined && chain[i] === chains[0]![i]); i++) {
    common.push(chains[0]![i]!);
  }
  return { partnerId: Number(common[common.length - 1]), partnerPath: `/${common.join('/')}/` };
}

/** `12,5` from a numeric text: one decimal with the decimal comma, as the screens write it. */
export const decimalText = (value: string): string => value.replace('.', ',');
