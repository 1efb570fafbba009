import { AppError } from '../../lib/app-error';
import type { Config } from '../../config';

/**
 * Where a ticket's digital copy goes out (issue 30): an operator's messaging provider reached
 * through a webhook. The API posts `{ channel, to, text }` as JSON (with `Authorization: Bearer
 * <token>` when one is set) and takes any 2xx as sent. Without `TICKET_COPY_WEBHOOK_URL` nothing
 * leaves the system: the seller hands over the link or the text by hand. docs/DEPLOY.md §11.
 */
export interface CopySender {
  readonly channels: readonly ('SMS' | 'WHATSAPP')[];
  send(message: { channel: 'SMS' | 'WHATSAPP'; to: string; text: string }): Promise<void>;
}

const TIMEOUT_MS = 5_000;

export function copySenderOf(config: Config['ticketCopy']): CopySender | null {
  if (!config) return null;
  return {
    channels: config.channels,
    async send(message) {
      let answer: Response;
      try {
        answer = await fetch(config.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new AppError('MESSAGE_PROVIDER_FAILED');
      }
      if (!answer.ok) throw new AppError('MESSAGE_PROVIDER_FAILED');
    },
  };
}
