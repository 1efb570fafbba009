import type { TicketCopySettings } from '@banca/contracts';
import type { CopySender } from './copy-sender';

/** The channels a digital copy can be sent by: none unless the operator configured a provider. */
export function makeGetTicketCopySettings(sender: CopySender | null) {
  return async (): Promise<TicketCopySettings> => ({ channels: [...(sender?.channels ?? [])] });
}
