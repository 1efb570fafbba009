import type { Partner } from '@banca/contracts';

type Placed = Pick<Partner, 'id' | 'kind' | 'code' | 'name' | 'parent_id' | 'parent_code' | 'parent_name' | 'depth'>;

/** For the network's tests: an active partner of the demo network without contact data; `over` places it. */
export const testPartner = (over: Placed & Partial<Partner>): Partner => ({
  status: 'ACTIVE',
  country_iso2: 'VE',
  currency: 'BS',
  document_id: null,
  contact_name: null,
  phone: null,
  email: null,
  address: null,
  state: null,
  municipality: null,
  is_polla_seller: false,
  children_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
