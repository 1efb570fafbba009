import { z } from 'zod';

/** Every role of the product (spec §6). The order is the hierarchy, from the top down. */
export const ROLES = [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
  'ADMIN_TAQUILLA',
  'VEND_TAQUILLA',
  'VEND_TAQUILLA_POLLA',
] as const;
export const ZRole = z.enum(ROLES, { error: 'Rol no válido.' });
export type Role = z.infer<typeof ZRole>;

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN_BANCA: 'Administrador de banca',
  SUPERV_BANCA: 'Supervisor de banca',
  DISTRIBUIDOR: 'Distribuidor',
  ADMIN_TAQUILLA: 'Administrador de taquilla',
  VEND_TAQUILLA: 'Vendedor de taquilla',
  VEND_TAQUILLA_POLLA: 'Vendedor de polla',
};

/** The kinds of partner (asociado) in the network tree (DOMAIN §1). */
export const PARTNER_KINDS = ['BANCA', 'DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const;
export const ZPartnerKind = z.enum(PARTNER_KINDS, { error: 'Tipo de asociado no válido.' });
export type PartnerKind = z.infer<typeof ZPartnerKind>;

/** A partner named in an answer: a report's focus, a step of its trail, a dashboard's partner. */
export const ZNamedPartner = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: ZPartnerKind,
});

/** The fields of a row that belongs to a partner (a report's row, a block, a target). */
export const PARTNER_FIELDS = {
  partner_id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  partner_kind: ZPartnerKind,
};

export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  BANCA: 'Banca',
  DISTRIBUIDOR: 'Distribuidor',
  AGENCIA: 'Agencia',
  TAQUILLA: 'Taquilla',
};

/** Which partner kinds a user of each role may belong to. */
export const ROLE_PARTNER_KINDS: Record<Role, readonly PartnerKind[]> = {
  ADMIN_BANCA: ['BANCA'],
  SUPERV_BANCA: ['BANCA'],
  DISTRIBUIDOR: ['DISTRIBUIDOR'],
  ADMIN_TAQUILLA: ['AGENCIA', 'TAQUILLA'],
  VEND_TAQUILLA: ['TAQUILLA'],
  VEND_TAQUILLA_POLLA: ['TAQUILLA'],
};

/** Per-user permission flags carried by the session (spec §3). */
export const FLAGS = ['manage_childs', 'awarding_results'] as const;
export type Flag = (typeof FLAGS)[number];

export const USER_STATUSES = ['ACTIVE', 'BLOCKED', 'INACTIVE'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof ZUserStatus>;

export const PARTNER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const;
export const ZPartnerStatus = z.enum(PARTNER_STATUSES);
export type PartnerStatus = z.infer<typeof ZPartnerStatus>;
