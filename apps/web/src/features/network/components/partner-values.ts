import type { Partner } from '@banca/contracts';

/** The fields the partner forms show, in their wire names (to place the server's errors). */
export const PARTNER_FIELD_NAMES = [
  'code',
  'name',
  'parent_id',
  'document_id',
  'contact_name',
  'state',
  'municipality',
  'address',
  'phone',
  'email',
  'status',
  'is_polla_seller',
];

/** A partner row as the values of its edit form. */
export const valuesOfPartner = (partner: Partner) => ({
  code: partner.code,
  name: partner.name,
  parent_id: partner.parent_id ?? ('' as unknown as number),
  document_id: partner.document_id ?? '',
  contact_name: partner.contact_name ?? '',
  state: partner.state ?? '',
  municipality: partner.municipality ?? '',
  address: partner.address ?? '',
  phone: partner.phone ?? '',
  email: partner.email ?? '',
  status: partner.status,
  is_polla_seller: partner.is_polla_seller,
});

export const EMPTY_PARTNER = {
  code: '',
  name: '',
  parent_id: '' as unknown as number,
  document_id: '',
  contact_name: '',
  state: '',
  municipality: '',
  address: '',
  phone: '',
  email: '',
};
