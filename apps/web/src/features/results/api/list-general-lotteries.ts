import { listGeneralLotteries, ZGeneralLottery } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';

export const lotteriesQuery = queryOptions({
  queryKey: ['general', listGeneralLotteries.path],
  queryFn: async ({ signal }) => z.array(ZGeneralLottery).parse(await api.get(listGeneralLotteries.path, { signal })),
  staleTime: 5 * 60_000,
});

/** The active lotteries (the results filter). */
export const useGeneralLotteries = () => useQuery(lotteriesQuery);
