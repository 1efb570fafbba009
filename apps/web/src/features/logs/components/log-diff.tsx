import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CURRENCY_CODES, type Currency } from '@banca/contracts';
import { formatMoney } from '@/lib/format';
import { diffEntries, type DiffKind } from './json-diff';

const KIND_STYLE: Record<DiffKind, { label: string; bg: string | undefined }> = {
  changed: { label: 'Cambió', bg: 'warning.light' },
  added: { label: 'Nuevo', bg: 'success.light' },
  removed: { label: 'Quitado', bg: 'error.light' },
  same: { label: '', bg: undefined },
};

const currencyOf = (...values: unknown[]): Currency | null => {
  for (const value of values) {
    const code = (value as { currency?: unknown } | null)?.currency;
    if (typeof code === 'string' && (CURRENCY_CODES as readonly string[]).includes(code)) return code as Currency;
  }
  return null;
};

/** Amounts (minor units) of an entry that names its currency read as money: "Bs 1.234,56". */
function readable(path: string, text: string | null, currency: Currency | null): string {
  if (text === null) return '—';
  if (currency && /(^|[._])amount$/.test(path) && /^-?\d{1,18}$/.test(text)) return formatMoney(text, currency);
  return text;
}

/** Before and after side by side, one row per field, what changed highlighted. */
export function LogDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = diffEntries(before, after);
  const currency = currencyOf(after, before);
  if (rows.length === 0)
    return <Typography color="text.secondary">Este registro no guarda valores anteriores ni nuevos.</Typography>;
  return (
    <Table size="small" aria-label="Cambios: antes y después">
      <TableHead>
        <TableRow>
          <TableCell>Campo</TableCell>
          <TableCell>Antes</TableCell>
          <TableCell>Después</TableCell>
          <TableCell>Cambio</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.path} sx={{ bgcolor: KIND_STYLE[row.kind].bg, opacity: row.kind === 'same' ? 0.75 : 1 }}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {row.path}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{readable(row.path, row.before, currency)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{readable(row.path, row.after, currency)}</TableCell>
            <TableCell>{KIND_STYLE[row.kind].label}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
