import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId } from './ids';
import { zListQueryOf, zQueryArray } from './list';
import { ZIsoDate } from './logs';
import {
  POLLA_CHANGE_ERRORS,
  POLLA_ERRORS,
  POLLA_PRIZES_BASE,
  POLLA_SELLER,
  ZPollaTicket,
  ZPollaTicketPage,
  ZPollaTicketStatus,
} from './polla';

/** The polla seller's prizes: list by date, consult a ticket's prize, pay it once before it expires. */

export const ZPollaPrizeRequest = z.object({ ticket_id: zId('El ticket') });
export const ZPollaPrizeCheck = z.object({ ticket: ZPollaTicket, payable: z.boolean(), reason: z.string().nullable() });
export type PollaPrizeCheck = z.infer<typeof ZPollaPrizeCheck>;
export const ZPollaPrizeListQuery = zListQueryOf(['sold_at', 'serial', 'status'], {
  date: ZIsoDate.optional(),
  status: zQueryArray(ZPollaTicketStatus).optional(),
});

export const listPollaPrizes = defineEndpoint({
  method: 'POST',
  path: POLLA_PRIZES_BASE,
  summary: 'Premios de polla por fecha',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZPollaPrizeListQuery },
  responses: { 200: ZPollaTicketPage, ...POLLA_ERRORS },
});

export const consultPollaPrize = defineEndpoint({
  method: 'POST',
  path: `${POLLA_PRIZES_BASE}/consult`,
  summary: 'El premio de un ticket de polla y si esta taquilla puede pagarlo',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZPollaPrizeRequest },
  responses: { 200: ZPollaPrizeCheck, ...POLLA_ERRORS },
});

export const rewardPollaPrize = defineEndpoint({
  method: 'POST',
  path: `${POLLA_PRIZES_BASE}/reward`,
  summary: 'Paga una vez el premio de un ticket de polla antes de que venza',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZPollaPrizeRequest },
  responses: { 200: ZPollaTicket, ...POLLA_CHANGE_ERRORS },
});

export const exportPollaPrizes = exportEndpointOf(listPollaPrizes);

export const pollaPrizeEndpoints = [exportPollaPrizes, listPollaPrizes, consultPollaPrize, rewardPollaPrize];
