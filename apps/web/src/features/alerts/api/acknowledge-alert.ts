import { acknowledgeAlert as acknowledgeEndpoint, pathOf, ZAlert, type Alert } from '@banca/contracts';
import { api } from '@/lib/http';

/** Marks the alert as seen and being handled, with the person's note. */
export async function acknowledgeAlert(id: number, note: string): Promise<Alert> {
  return ZAlert.parse(await api.post(pathOf(acknowledgeEndpoint, { id }), { note }));
}
