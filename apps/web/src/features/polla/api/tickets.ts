import {
  annulPollaTicket,
  consultPollaCustomer,
  consultPollaTicket,
  listPollaTickets,
  registerPollaTicket,
  ZPollaCustomer,
  ZPollaTicket,
  ZPollaTicketPage,
  type PollaCustomer,
  type PollaTicket,
  type PollaTicketPage,
  type PollaTicketRow,
  type RegisterPollaTicketRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useListQuery, type ListQuery } from '@/components/data-table';
import { api } from '@/lib/http';
import { POLLA_TICKETS_KEY, useInvalidatePolla } from './keys';

export const POLLA_TICKET_FILTERS = ['date', 'status', 'polla_type'] as const;

/** The day's tickets of the taquilla, newest first, filters in the URL. */
export function usePollaTicketList() {
  return useListQuery<PollaTicketRow>({
    queryKey: POLLA_TICKETS_KEY,
    path: listPollaTickets.path,
    method: 'POST',
    parse: (body) => ZPollaTicketPage.parse(body),
    filterKeys: POLLA_TICKET_FILTERS,
    defaultPerPage: 50,
    defaultSort: 'sold_at',
    defaultOrder: 'desc',
  });
}

/** The whole answer of the page: its totals per currency besides the rows. */
export const pageOf = (list: ListQuery<PollaTicketRow>) => list.query.data as PollaTicketPage | undefined;

export function useRegisterPollaTicket() {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: async (body: RegisterPollaTicketRequest) =>
      ZPollaTicket.parse(await api.post(registerPollaTicket.path, body)),
    onSuccess: invalidate,
    meta: { successMessage: 'Ticket vendido.' },
  });
}

export function useAnnulPollaTicket() {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: async (id: number) => ZPollaTicket.parse(await api.post(annulPollaTicket.path, { id })),
    onSuccess: invalidate,
    meta: { successMessage: 'Ticket anulado.' },
  });
}

/** A ticket by serial (the caller shows the error). */
export async function fetchPollaTicket(serial: string): Promise<PollaTicket> {
  return ZPollaTicket.parse(await api.post(consultPollaTicket.path, { serial }));
}

/** A known customer by cédula, or null. */
export async function findPollaCustomer(id_type: string, id_number: string): Promise<PollaCustomer | null> {
  try {
    return ZPollaCustomer.parse(await api.post(consultPollaCustomer.path, { id_type, id_number }));
  } catch {
    return null;
  }
}
