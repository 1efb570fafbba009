import {
  listBetsConfigs,
  saveBetsConfig,
  saveGlobalBetsConfig,
  ZAgencyBetsConfig,
  ZSaveGlobalBetsConfigResponse,
} from '@banca/contracts';
import type { z } from 'zod';
import type { ZSaveBetsConfigRequest, ZSaveGlobalBetsConfigRequest } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { networkKeys, useInvalidateNetwork } from './keys';

/** Each agency's effective bets settings as a table (state in the URL). */
export function useBetsConfigList() {
  return useEndpointList(listBetsConfigs, {
    queryKey: networkKeys.betsConfigs,
    filterKeys: ['search', 'source'],
    defaultSort: 'agency_code',
  });
}

export const saveBetsConfigRequest = async (values: z.input<typeof ZSaveBetsConfigRequest>) =>
  ZAgencyBetsConfig.parse(await api.post(saveBetsConfig.path, values));

export function useSaveBetsConfig() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: saveBetsConfigRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Configuración de jugadas guardada.' },
  });
}

export const saveGlobalBetsConfigRequest = async (values: z.input<typeof ZSaveGlobalBetsConfigRequest>) =>
  ZSaveGlobalBetsConfigResponse.parse(await api.post(saveGlobalBetsConfig.path, values));

/** The same settings for every agency below the user (or the listed ones). */
export function useSaveGlobalBetsConfig() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: saveGlobalBetsConfigRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Configuración aplicada a las agencias.' },
  });
}
