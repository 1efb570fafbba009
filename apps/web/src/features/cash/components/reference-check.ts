import { checkIncomeReference } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/http';
import { CASH_KEY } from '../api/keys';

/** Whether a reference is still free, asked a moment after the person stops typing. */
export function useReferenceCheck(reference: string): 'free' | 'taken' | null {
  const [settled, setSettled] = useState(reference);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(reference.trim()), 400);
    return () => clearTimeout(timer);
  }, [reference]);
  const check = useQuery({
    queryKey: [...CASH_KEY, 'reference', settled],
    queryFn: async () => (await api.get<{ available: boolean }>(checkIncomeReference.path, { query: { reference: settled } })).available,
    enabled: settled.length > 0,
    meta: { handlesError: true },
  });
  if (!settled || check.data === undefined) return null;
  return check.data ? 'free' : 'taken';
}
