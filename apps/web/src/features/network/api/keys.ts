import { useInvalidateLists } from '@/components/data-table';

/** Every query of the network feature lives under this key: a change refreshes them all. */
export const NETWORK_KEY = ['network'] as const;

export const networkKeys = {
  partners: [...NETWORK_KEY, 'partners'] as const,
  agencies: [...NETWORK_KEY, 'agencies'] as const,
  betsConfigs: [...NETWORK_KEY, 'bets-configs'] as const,
  ticketOffices: [...NETWORK_KEY, 'ticket-offices'] as const,
  banking: [...NETWORK_KEY, 'banking'] as const,
};

/** After any change in the network, what was read of it may be stale. */
export const useInvalidateNetwork = () => useInvalidateLists(NETWORK_KEY);

export const SAVED = 'Los cambios se guardaron.';
