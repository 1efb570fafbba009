export * from './access';
export * from './agencies';
export * from './banking';
export * from './bets-config';
export * from './distributors';
export * from './network';
export * from './registry-network';
export * from './ticket-offices';
export * from './auth';
export * from './catalogue';
export * from './commissions';
export * from './countries';
export * from './draws';
export * from './endpoint';
export * from './errors';
export * from './http';
export * from './images';
export * from './list';
export * from './lookups';
export * from './logs';
export * from './money';
export * from './quotas';
export * from './roles';
export * from './system';
export * from './users';

import { authEndpoints } from './auth';
import { commissionEndpoints } from './commissions';
import type { EndpointContract } from './endpoint';
import { registryNetworkEndpoints } from './registry-network';
import { imageEndpoints } from './images';
import { logEndpoints } from './logs';
import { quotaEndpoints } from './quotas';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';

/** Every endpoint of the API. The server registers exactly these; tests walk them all. */
export const ALL_ENDPOINTS: readonly EndpointContract[] = [...systemEndpoints, ...authEndpoints, ...logEndpoints, ...userEndpoints, ...quotaEndpoints, ...commissionEndpoints, ...imageEndpoints, ...registryNetworkEndpoints];
