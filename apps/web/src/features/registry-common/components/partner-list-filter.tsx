import { canAccess, listPartners, type PartnerKind } from '@banca/contracts';
import type { ListQuery } from '@/components/data-table';
import { useCurrentUser } from '@/features/auth';
import { PartnerPicker } from './partner-picker';

/**
 * A list's filter by one partner of the user's network, kept in the list's `filter` param as the
 * partner's id. Shown only to whoever may list the network's partners (the picker reads them).
 */
export function PartnerListFilter<Row>({
  list,
  filter,
  id,
  label,
  kinds,
}: {
  list: ListQuery<Row>;
  filter: string;
  id: string;
  label: string;
  kinds?: readonly PartnerKind[];
}) {
  const user = useCurrentUser();
  if (!user || !canAccess(user, listPartners.access)) return null;
  return (
    <PartnerPicker
      id={id}
      label={label}
      kinds={kinds}
      value={Number(list.state.filters[filter]) || null}
      onChange={(partner) => list.setFilter(filter, partner ? String(partner.id) : undefined)}
    />
  );
}
