import {
  getBankingConfig,
  updateBankingConfig,
  ZBankingConfig,
  type UpdateBankingConfigRequest,
} from '@banca/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { networkKeys, useInvalidateNetwork } from './keys';

export const bankingConfigQuery = queryOptions({
  queryKey: networkKeys.banking,
  queryFn: async () => ZBankingConfig.parse(await api.get(getBankingConfig.path)),
});

/** The user's banca: identity, zone, ticket texts and default bets settings. */
export const useBankingConfig = () => useQuery(bankingConfigQuery);

export const updateBankingConfigRequest = async (values: UpdateBankingConfigRequest) =>
  ZBankingConfig.parse(await api.put(updateBankingConfig.path, values));

export function useUpdateBankingConfig() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: updateBankingConfigRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Configuración de la banca guardada.' },
  });
}
