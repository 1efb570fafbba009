import { analyzeApk as analyzeApkContract, APK_UPLOAD_FIELD, ZApkInfo } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export async function analyzeApk(file: File) {
  const body = new FormData();
  body.append(APK_UPLOAD_FIELD, file);
  return ZApkInfo.parse(await api.post(analyzeApkContract.path, body));
}

/** What the chosen APK says of itself; the dialog shows a refusal itself. */
export function useAnalyzeApk() {
  return useMutation({ mutationFn: analyzeApk, meta: { handlesError: true } });
}
