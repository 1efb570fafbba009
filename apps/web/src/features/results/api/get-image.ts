import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/http';

/** Images need the bearer token: the http client reads the bytes, shown through an object URL. */
const imageQuery = (url: string) =>
  queryOptions({
    queryKey: ['images', url],
    queryFn: ({ signal }) => api.get<Blob>(url, { responseType: 'blob', signal }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    meta: { handlesError: true },
  });

/** An object URL of the image (revoked when no longer shown), or null while loading or without one. */
export function useImageSrc(url: string | null): string | null {
  const { data } = useQuery({ ...imageQuery(url ?? ''), enabled: Boolean(url) });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!data || !url) {
      setSrc(null);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data, url]);
  return src;
}
