import { PARTNER_KINDS, PARTNER_STATUSES, ROLES, USER_STATUSES } from '@banca/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const partnerKind = pgEnum('partner_kind', PARTNER_KINDS);
export const partnerStatus = pgEnum('partner_status', PARTNER_STATUSES);
export const userRole = pgEnum('user_role', ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
