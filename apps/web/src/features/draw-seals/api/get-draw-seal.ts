import { getDrawSeal, pathOf, ZDrawSeal } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { DRAW_SEALS_KEY } from './keys';

/** One draw's acta for the caller's banca. */
export function useDrawSeal(occurrenceId: number | null) {
  return useQuery({
    queryKey: [...DRAW_SEALS_KEY, 'acta', occurrenceId],
    queryFn: async () => ZDrawSeal.parse(await api.get(pathOf(getDrawSeal, { occurrence_id: occurrenceId! }))),
    enabled: occurrenceId !== null,
  });
}
