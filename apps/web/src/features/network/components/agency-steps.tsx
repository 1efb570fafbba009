import type { Currency, PartnerOption } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@/lib/format';
import type { CreateAgencyValues } from '../api/save-agency';
import { BetsFields } from './bets-fields';
import { partnerLabel } from './labels';

export const AGENCY_STEPS = [
  'Datos generales',
  'Ubicación y contacto',
  'Configuración de jugadas',
  'Confirmación',
] as const;

/** Which fields each step shows (to validate a step before the next, and to go back to an error). */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['code', 'name', 'parent_id', 'document_id', 'contact_name'],
  ['state', 'municipality', 'address', 'phone', 'email'],
  [
    'bets.min_per_play',
    'bets.max_per_play',
    'bets.max_per_ticket',
    'bets.minutes_before_close',
    'bets.annulment_window_minutes',
    'bets.max_annulments_per_day',
    'bets.prize_validity_days',
  ],
  [],
];

export const stepOfField = (field: string) =>
  Math.max(
    0,
    STEP_FIELDS.findIndex((fields) => fields.includes(field)),
  );

export function BetsStep({
  ownBets,
  onOwnBets,
  currency,
}: {
  ownBets: boolean;
  onOwnBets: (own: boolean) => void;
  currency: Currency;
}) {
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={ownBets} onChange={(event) => onOwnBets(event.target.checked)} />}
        label="Esta agencia tiene su propia configuración de jugadas"
      />
      {ownBets ? (
        <BetsFields currency={currency} prefix="bets." />
      ) : (
        <Alert severity="info" variant="outlined">
          La agencia usará la configuración de jugadas por defecto de la banca.
        </Alert>
      )}
    </Stack>
  );
}

/** The last step: everything that will be created, to confirm. */
export function ConfirmStep({
  parents,
  ownBets,
  currency,
}: {
  parents: readonly PartnerOption[];
  ownBets: boolean;
  currency: Currency;
}) {
  const { control } = useFormContext<CreateAgencyValues>();
  const values = useWatch({ control }) as CreateAgencyValues;
  const parent = parents.find((candidate) => candidate.id === Number(values.parent_id));
  const money = (value: unknown) =>
    typeof value === 'string' && /^\d+$/.test(value) ? formatMoney(value, currency) : '—';
  const rows: [string, string][] = [
    ['Código', values.code],
    ['Nombre', values.name],
    ['Pertenece a', parent ? partnerLabel(parent) : '—'],
    ['Documento', values.document_id || '—'],
    ['Contacto', values.contact_name || '—'],
    ['Ubicación', [values.municipality, values.state].filter(Boolean).join(', ') || '—'],
    ['Dirección', values.address || '—'],
    ['Teléfono', values.phone || '—'],
    ['Correo', values.email || '—'],
    ['Configuración de jugadas', ownBets ? 'Propia' : 'La de la banca'],
  ];
  if (ownBets && values.bets) {
    rows.push(
      ['Mínimo / máximo por jugada', `${money(values.bets.min_per_play)} / ${money(values.bets.max_per_play)}`],
      ['Máximo por ticket', money(values.bets.max_per_ticket)],
      ['Minutos antes del cierre', String(values.bets.minutes_before_close ?? '—')],
      ['Validez del premio (días)', String(values.bets.prize_validity_days ?? '—')],
    );
  }
  return (
    <Table size="small" aria-label="Resumen de la agencia">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
