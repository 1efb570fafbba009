import {
  previewCommissionsGlobal as previewEndpoint,
  saveCommissionsGlobal as saveEndpoint,
  ZCommissionsGlobalPreviewResponse,
  ZSaveCommissionsGlobalResponse,
  type CommissionsGlobalPreviewResponse,
  type SaveCommissionsGlobalRequest,
  type SaveCommissionsGlobalResponse,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateCommissions } from './keys';

/** How many rows the global save would change now (what the screen shows and sends back). */
export async function previewCommissionsGlobal(
  values: SaveCommissionsGlobalRequest,
): Promise<CommissionsGlobalPreviewResponse> {
  return ZCommissionsGlobalPreviewResponse.parse(await api.post(previewEndpoint.path, values));
}

/** Applies only if exactly `expected` rows would change; otherwise 409 and nothing changes. */
export async function saveCommissionsGlobal({
  values,
  expected,
}: {
  values: SaveCommissionsGlobalRequest;
  expected: number;
}): Promise<SaveCommissionsGlobalResponse> {
  const body = await api.post(saveEndpoint.path, values, { query: { expected_matched_rows: expected } });
  return ZSaveCommissionsGlobalResponse.parse(body);
}

export function usePreviewCommissionsGlobal() {
  return useMutation({ mutationFn: previewCommissionsGlobal, meta: { handlesError: true } });
}

// A stale screen (409) is explained in the dialog itself, so no toast.
export function useSaveCommissionsGlobal() {
  const invalidate = useInvalidateCommissions();
  return useMutation({ mutationFn: saveCommissionsGlobal, meta: { handlesError: true }, onSuccess: invalidate });
}
