import {
  recalculateGeneralReport as recalculateEndpoint,
  ZRecalculateGeneralReportResponse,
  type RecalculateGeneralReportRequest,
  type RecalculateGeneralReportResponse,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateLists } from '@/components/data-table';
import { api } from '@/lib/http';
import { GENERAL_SALES_KEY } from './list-general-report';

export async function recalculateGeneralReport(
  body: RecalculateGeneralReportRequest,
): Promise<RecalculateGeneralReportResponse> {
  return ZRecalculateGeneralReportResponse.parse(await api.post(recalculateEndpoint.path, body));
}

/** Recalculate, then every figure of the report is read again. */
export function useRecalculateGeneralReport() {
  const invalidate = useInvalidateLists(GENERAL_SALES_KEY);
  return useMutation({ mutationFn: recalculateGeneralReport, onSuccess: invalidate });
}
