/** The request's scope: no partner is the user's whole network, so `partner_id` is left out. */
export const partnerScope = (partnerId: number | null) => (partnerId ? { partner_id: partnerId } : {});
