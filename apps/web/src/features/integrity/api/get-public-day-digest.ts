import { getPublicDayDigest, ZPublicDayDigest } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export const INTEGRITY_KEY = ['integrity'] as const;

/** The last closed day's digest, read without signing in (null before the first day closes). */
export async function fetchPublicDayDigest() {
  return ZPublicDayDigest.parse(await api.get(getPublicDayDigest.path, { bearer: 'none' })).day_digest;
}

export function usePublicDayDigest() {
  return useQuery({ queryKey: [...INTEGRITY_KEY, 'public-day-digest'], queryFn: fetchPublicDayDigest });
}
