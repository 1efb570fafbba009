import {
  consultPollaPrize,
  listPollaPrizes,
  rewardPollaPrize,
  ZPollaPrizeCheck,
  ZPollaTicket,
  ZPollaTicketPage,
  type PollaPrizeCheck,
  type PollaTicketRow,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useListQuery } from '@/components/data-table';
import { api } from '@/lib/http';
import { POLLA_PRIZES_KEY, useInvalidatePolla } from './keys';

/** The prizes of a day (today by default), filters in the URL. */
export function usePollaPrizeList() {
  return useListQuery<PollaTicketRow>({
    queryKey: POLLA_PRIZES_KEY,
    path: listPollaPrizes.path,
    method: 'POST',
    parse: (body) => ZPollaTicketPage.parse(body),
    filterKeys: ['date', 'status'],
    defaultPerPage: 50,
  });
}

/** A ticket's prize and whether this taquilla may pay it (the caller shows the error). */
export async function fetchPollaPrize(ticketId: number): Promise<PollaPrizeCheck> {
  return ZPollaPrizeCheck.parse(await api.post(consultPollaPrize.path, { ticket_id: ticketId }));
}

export function useRewardPollaPrize() {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: async (ticketId: number) =>
      ZPollaTicket.parse(await api.post(rewardPollaPrize.path, { ticket_id: ticketId })),
    onSuccess: invalidate,
    meta: { successMessage: 'Premio pagado.' },
  });
}
