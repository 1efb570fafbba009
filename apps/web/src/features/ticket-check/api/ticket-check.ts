import {
  checkTicket,
  getTicketCopySettings,
  sendTicketCopy,
  ZTicketCheck,
  ZTicketCopySettings,
  type SendTicketCopyRequest,
  type TicketCheckRequest,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

const KEY = ['ticket-check'] as const;

/** The public check of a ticket (no sign-in), asked once per pair: a 404 or a 429 is an answer. */
export function useTicketCheck(request: TicketCheckRequest | null) {
  return useQuery({
    queryKey: [...KEY, 'check', request],
    queryFn: async () => ZTicketCheck.parse(await api.post(checkTicket.path, request)),
    enabled: request !== null,
    retry: false,
    // The page says what went wrong beside the form.
    meta: { handlesError: true },
  });
}

/** The channels the operator's provider sends digital copies by (none unless configured). */
export function useTicketCopySettings() {
  return useQuery({
    queryKey: [...KEY, 'copy-settings'],
    queryFn: async () => ZTicketCopySettings.parse(await api.get(getTicketCopySettings.path)),
    staleTime: 5 * 60_000,
  });
}

export function useSendTicketCopy() {
  return useMutation({
    mutationFn: (request: SendTicketCopyRequest) => api.post(sendTicketCopy.path, request),
    meta: { successMessage: 'Copia enviada al cliente.', handlesError: true },
  });
}
