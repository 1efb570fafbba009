import { dismissAlert as dismissEndpoint, pathOf, ZAlert, type Alert } from '@banca/contracts';
import { api } from '@/lib/http';

/** Marks the alert as not a problem, with the person's note saying why. */
export async function dismissAlert(id: number, note: string): Promise<Alert> {
  return ZAlert.parse(await api.post(pathOf(dismissEndpoint, { id }), { note }));
}
