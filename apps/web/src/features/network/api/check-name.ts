import { listInvalidNames, ZInvalidNamesResponse } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/http';
import { networkKeys } from './keys';

const DELAY_MS = 400;

export async function checkNames(query: { name?: string; code?: string; exclude_id?: number }) {
  return ZInvalidNamesResponse.parse(await api.get(listInvalidNames.path, { query }));
}

/** As the user types: is this name or code already taken? (asked a moment after typing stops) */
export function useNameCheck(name: string, code: string, excludeId?: number) {
  const [debounced, setDebounced] = useState({ name, code });
  useEffect(() => {
    const timer = setTimeout(() => setDebounced({ name: name.trim(), code: code.trim() }), DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, code]);
  const query = {
    ...(debounced.name ? { name: debounced.name } : {}),
    ...(debounced.code ? { code: debounced.code } : {}),
    ...(excludeId ? { exclude_id: excludeId } : {}),
  };
  return useQuery({
    queryKey: [...networkKeys.partners, 'invalid-names', query],
    queryFn: () => checkNames(query),
    enabled: Boolean(debounced.name || debounced.code),
    meta: { handlesError: true },
    staleTime: 5_000,
  });
}
