import { ROLE_LABELS, ROLES, type User } from '@banca/contracts';
import { ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { statusOptions } from '@/components/status-chip';
import { usePartnerOptions } from '@/features/registry-common';

/** Search, role, status and partner (its whole branch) of the users list. */
export function UserFilters({ list }: { list: ListQuery<User> }) {
  const partners = usePartnerOptions();
  return (
    <>
      <ListSearchField list={list} label="Buscar usuario o nombre" />
      <ListSelectFilter
        list={list}
        filter="role"
        label="Rol"
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <ListSelectFilter list={list} filter="status" label="Estado" options={statusOptions('user')} />
      <ListSelectFilter
        list={list}
        filter="partner_id"
        label="Asociado"
        options={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
    </>
  );
}
