import { listCashTaquillas } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { CASH_KEY } from './keys';

const ZTaquillas = z.array(z.object({ id: z.number(), name: z.string(), code: z.string() }));

/** The active taquillas under the caller, for the cash screens' pickers. */
export function useCashTaquillas(enabled = true) {
  return useQuery({
    queryKey: [...CASH_KEY, 'taquillas'],
    queryFn: async () => ZTaquillas.parse(await api.get(listCashTaquillas.path)),
    staleTime: 60_000,
    enabled,
  });
}
