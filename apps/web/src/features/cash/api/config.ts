import { getCashConfig, saveCashConfig, saveCashFund, ZCashConfigAnswer, type CashConfig, type Currency } from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { CASH_KEY, useInvalidateCash } from './keys';

export function useCashConfig(taquillaId: number | null) {
  return useQuery({
    queryKey: [...CASH_KEY, 'config', taquillaId],
    queryFn: async () => ZCashConfigAnswer.parse(await api.get(getCashConfig.path, { query: { taquilla_id: taquillaId! } })),
    enabled: taquillaId !== null,
  });
}

export function useSaveCashConfig() {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (config: CashConfig) => ZCashConfigAnswer.parse(await api.put(saveCashConfig.path, config)),
    onSuccess: invalidate,
    meta: { successMessage: 'Configuración de caja guardada.' },
  });
}

export function useSaveFund() {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: (fund: { taquilla_id: number; currency: Currency; amount: string }) => api.post(saveCashFund.path, fund),
    onSuccess: invalidate,
    meta: { successMessage: 'Fondo de caja guardado: rige desde el próximo arqueo.' },
  });
}
