import type { Currency, TopQuota } from '@banca/contracts';
import { EditableSheet, moneyOr, type SheetColumn } from '@/components/editable-sheet';
import { formatDateTime } from '@/lib/format';
import { limitKeyColumns, limitKeyOf, limitKeyText } from './limit-key-columns';

const columnsIn = (currency: Currency): SheetColumn<TopQuota>[] => [
  ...limitKeyColumns<TopQuota>(),
  {
    id: 'amount',
    header: 'Tope por número',
    align: 'right',
    render: (tope) => moneyOr(tope.amount, currency, 'Sin tope'),
  },
  {
    id: 'updated_at',
    header: 'Actualizado',
    render: (tope) => (tope.updated_at ? formatDateTime(tope.updated_at) : '—'),
  },
];

/** The banca's topes sheet: every product and bet type sold (set or not) and the draw-specific ones. */
export function TopesTable({
  topes,
  currency,
  onEdit,
}: {
  topes: readonly TopQuota[];
  currency: Currency;
  onEdit: (tope: TopQuota) => void;
}) {
  return (
    <EditableSheet
      label="Topes"
      columns={columnsIn(currency)}
      rows={topes}
      rowKey={limitKeyOf}
      editLabel={(tope) => `Editar tope de ${limitKeyText(tope)}`}
      onEdit={onEdit}
    />
  );
}
