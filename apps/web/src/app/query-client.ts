import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';

/** What a query or mutation may tell the global policy. */
export interface AppMeta extends Record<string, unknown> {
  /** The screen shows this error itself: no global toast. */
  readonly handlesError?: boolean;
  /** Shown as the 'Operación Exitosa!' toast when a mutation succeeds. */
  readonly successMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/**
 * The global error policy (ARCHITECTURE rule 8): any failed query or mutation shows the
 * 'Ha ocurrido un error' toast with the server's message, unless its screen handles it.
 * A 401 that survived the refresh is not toasted: the session is over and /login follows.
 */
export function reportQueryError(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.handlesError) return;
  if (isApiError(error) && error.status === 401) return;
  toast.error(error);
}

/** Retry only what may pass on a second try: no answer, or the server briefly unwell. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return (
    isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportQueryError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportQueryError(error, mutation.meta),
      onSuccess: (_data, _variables, _result, mutation) => {
        if (mutation.meta?.successMessage) toast.success(mutation.meta.successMessage);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
