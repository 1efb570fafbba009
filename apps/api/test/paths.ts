import type { EndpointContract } from '@banca/contracts';

/**
 * A contract's path with its `:name` parameters filled in, for `app.inject`: tests name the
 * endpoint (`pathOf(annulTicket, { id })`), never a hand-written `/api/v2/...` string.
 */
export function pathOf(contract: Pick<EndpointContract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}
