import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-error';
import { createQueryClient, shouldRetry } from './query-client';

afterEach(() => vi.restoreAllMocks());

const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'Ya existe.' });

describe('the global error policy', () => {
  it('shows the error toast for a failed mutation', async () => {
    const spy = vi.spyOn(toast, 'error').mockReturnValue(0);
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(conflict) })
      .execute(undefined)
      .catch(() => undefined);
    expect(spy).toHaveBeenCalledWith(conflict);
  });

  it('shows the error toast for a failed query', async () => {
    const spy = vi.spyOn(toast, 'error').mockReturnValue(0);
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(conflict), retry: false })
      .catch(() => undefined);
    expect(spy).toHaveBeenCalledWith(conflict);
  });

  it('stays quiet when the screen handles the error, or when the session is over (401)', async () => {
    const spy = vi.spyOn(toast, 'error').mockReturnValue(0);
    const client = createQueryClient();
    const run = (error: unknown, meta?: { handlesError: boolean }) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run(conflict, { handlesError: true });
    await run(new ApiError({ status: 401, code: 'INVALID_TOKEN', message: 'x' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows 'Operación Exitosa!' when a mutation asks for it", async () => {
    const spy = vi.spyOn(toast, 'success').mockReturnValue(0);
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve(1), meta: { successMessage: 'Guardado.' } })
      .execute(undefined);
    expect(spy).toHaveBeenCalledWith('Guardado.');
  });

  it('retries only when there was no answer or the server was briefly unwell', () => {
    expect(shouldRetry(0, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '' }))).toBe(false);
    expect(shouldRetry(0, conflict)).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});
