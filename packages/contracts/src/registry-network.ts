import { agencyEndpoints } from './agencies';
import { bankingEndpoints } from './banking';
import { betsConfigEndpoints } from './bets-config';
import { distributorEndpoints } from './distributors';
import type { EndpointContract } from './endpoint';
import { ticketOfficeEndpoints } from './ticket-offices';

/** Every endpoint of the partner network's registry (banca, distributors, agencies, bets, taquillas). */
export const registryNetworkEndpoints: readonly EndpointContract[] = [
  ...bankingEndpoints,
  ...distributorEndpoints,
  ...agencyEndpoints,
  ...betsConfigEndpoints,
  ...ticketOfficeEndpoints,
];
