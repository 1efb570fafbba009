import {
  activateTicketOffice,
  createTicketOffice,
  deactivateTicketOffice,
  disconnectTicketOffice,
  listTicketOffices,
  releaseTicketOffice,
  updateTicketOffice,
  ZTicketOfficeResponse,
  pathOf,
} from '@banca/contracts';
import type { z } from 'zod';
import type { ZCreateTicketOfficeRequest, ZUpdateTicketOfficeRequest } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { networkKeys, useInvalidateNetwork } from './keys';

/** The taquillas below the user as a table (state in the URL). */
export function useTicketOfficeList() {
  return useEndpointList(listTicketOffices, {
    queryKey: networkKeys.ticketOffices,
    filterKeys: ['search', 'status', 'terminal_status'],
    defaultSort: 'code',
  });
}

export type TicketOfficeValues = z.input<typeof ZCreateTicketOfficeRequest> &
  z.input<typeof ZUpdateTicketOfficeRequest>;

export async function saveTicketOffice({ id, values }: { id: number | null; values: TicketOfficeValues }) {
  const body = id
    ? await api.put(pathOf(updateTicketOffice, { id }), values)
    : await api.post(createTicketOffice.path, values);
  return ZTicketOfficeResponse.parse(body);
}

export function useSaveTicketOffice() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: saveTicketOffice,
    onSuccess: invalidate,
    meta: { successMessage: 'Taquilla guardada.' },
  });
}

export const TICKET_OFFICE_ACTIONS = {
  activate: { contract: activateTicketOffice, done: 'Taquilla activada.' },
  deactivate: { contract: deactivateTicketOffice, done: 'Taquilla desactivada.' },
  release: { contract: releaseTicketOffice, done: 'Terminal liberado.' },
  disconnect: { contract: disconnectTicketOffice, done: 'Desconexión registrada.' },
} as const;
export type TicketOfficeAction = keyof typeof TICKET_OFFICE_ACTIONS;

export async function runTicketOfficeAction({ id, action }: { id: number; action: TicketOfficeAction }) {
  return ZTicketOfficeResponse.parse(await api.post(pathOf(TICKET_OFFICE_ACTIONS[action].contract, { id })));
}

/** Activate, deactivate, release the terminal, or record its disconnection. */
export function useTicketOfficeAction() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: runTicketOfficeAction,
    onSuccess: invalidate,
    meta: { successMessage: 'Operación realizada.' },
  });
}
