import type { Currency, EffectiveQuota, EffectiveQuotasResponse } from '@banca/contracts';
import Chip from '@mui/material/Chip';
import { EditableSheet, moneyOr, type SheetColumn } from '@/components/editable-sheet';
import { limitKeyColumns, limitKeyOf, limitKeyText } from './limit-key-columns';
import { originText } from './quota-labels';

const SOURCE_COLOR = { PROPIO: 'primary', HEREDADO: 'default', SIN_CUPO: 'warning' } as const;
const SOURCE_LABEL = { PROPIO: 'Propio', HEREDADO: 'Heredado', SIN_CUPO: 'Sin cupo' } as const;

function Origin({ entry }: { entry: EffectiveQuota }) {
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={SOURCE_COLOR[entry.source]}
        label={SOURCE_LABEL[entry.source]}
        title={originText(entry)}
      />{' '}
      {entry.source === 'HEREDADO' && (entry.origin?.name ?? 'de más arriba')}
    </>
  );
}

const columnsIn = (currency: Currency): SheetColumn<EffectiveQuota>[] => [
  ...limitKeyColumns<EffectiveQuota>(),
  { id: 'amount', header: 'Cupo efectivo', align: 'right', render: (entry) => moneyOr(entry.amount, currency) },
  { id: 'source', header: 'Origen', render: (entry) => <Origin entry={entry} /> },
  { id: 'tope', header: 'Tope', align: 'right', render: (entry) => moneyOr(entry.tope, currency) },
];

/**
 * A partner's effective cupos: one row per product and bet type (and per draw set apart),
 * with its value, where it comes from, and the banca's tope. Not a paged list: the whole sheet.
 */
export function EffectiveQuotasTable({
  sheet,
  onEdit,
}: {
  sheet: EffectiveQuotasResponse;
  onEdit: (entry: EffectiveQuota) => void;
}) {
  return (
    <EditableSheet
      label={`Cupos efectivos de ${sheet.partner.name}`}
      columns={columnsIn(sheet.partner.currency)}
      rows={sheet.data}
      rowKey={limitKeyOf}
      editLabel={(entry) => `Editar cupo de ${limitKeyText(entry)}`}
      onEdit={onEdit}
    />
  );
}
