import {
  PARTICIPATION_TYPE_LABELS,
  type CommissionEntry,
  type Currency,
  type PartnerCommissionsResponse,
} from '@banca/contracts';
import { EditableSheet, moneyOr, type SheetColumn } from '@/components/editable-sheet';
import { percentText } from './commission-form';

const participationText = (entry: CommissionEntry) =>
  entry.id === null || entry.participation_type === 'NINGUNA'
    ? PARTICIPATION_TYPE_LABELS.NINGUNA
    : `${PARTICIPATION_TYPE_LABELS[entry.participation_type]} ${percentText(entry.participation_pct)}`;

const columnsIn = (currency: Currency): SheetColumn<CommissionEntry>[] => [
  { id: 'product', header: 'Producto', render: (entry) => entry.product.name },
  { id: 'bet_type', header: 'Tipo de jugada', render: (entry) => entry.bet_type?.name ?? 'Todos' },
  {
    id: 'commission_pct',
    header: 'Comisión',
    align: 'right',
    render: (entry) => (entry.id === null ? 'Sin comisión' : percentText(entry.commission_pct)),
  },
  { id: 'participation', header: 'Participación', render: participationText },
  { id: 'extra_pct', header: 'Extra', align: 'right', render: (entry) => percentText(entry.extra_pct) },
  { id: 'max_amount', header: 'Máximo', align: 'right', render: (entry) => moneyOr(entry.max_amount, currency) },
];

/** A partner's commission sheet: one row per product (set or not) and per bet type set apart. */
export function CommissionSheetTable({
  sheet,
  onEdit,
}: {
  sheet: PartnerCommissionsResponse;
  onEdit: (entry: CommissionEntry) => void;
}) {
  return (
    <EditableSheet
      label={`Comisiones de ${sheet.partner.name}`}
      columns={columnsIn(sheet.partner.currency)}
      rows={sheet.data}
      rowKey={(entry) => `${entry.product.id}-${entry.bet_type?.id ?? 0}`}
      editLabel={(entry) => `Editar comisión de ${entry.product.name} ${entry.bet_type?.name ?? 'todos los tipos'}`}
      onEdit={onEdit}
    />
  );
}
