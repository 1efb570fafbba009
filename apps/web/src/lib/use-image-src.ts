import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/http';

/**
 * Images are served only with the bearer token, so an `<img>` cannot fetch them by itself: the
 * http client reads the bytes, and the page shows them through an object URL.
 */
export const imageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['images', url],
    queryFn: ({ signal }) => api.get<Blob>(url, { responseType: 'blob', signal }),
    // An image id always names the same bytes.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    meta: { handlesError: true },
  });

/** An object URL of the image (revoked when no longer shown), or null while loading or without one. */
export function useImageSrc(url: string | null): string | null {
  return useImage(url).src;
}

/** The image's object URL as useImageSrc gives it, and whether fetching it failed (gone, not allowed). */
export function useImage(url: string | null): { src: string | null; failed: boolean } {
  const { data, isError } = useQuery({ ...imageQueryOptions(url ?? ''), enabled: Boolean(url) });
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
  return { src, failed: isError };
}
