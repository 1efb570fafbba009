import { cashDifferenceText, type CashRegister, type CashRegisterLine } from '@banca/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDate, formatMoney } from '@/lib/format';
import { methodLabel } from './options';

const TERMS: { key: keyof CashRegisterLine; label: string }[] = [
  { key: 'opening_fund', label: 'Fondo' },
  { key: 'sales', label: 'Ventas' },
  { key: 'annulments', label: '− Anulaciones' },
  { key: 'prizes', label: '− Premios' },
  { key: 'incomes', label: '+ Ingresos' },
  { key: 'outcomes', label: '− Egresos' },
  { key: 'reloads', label: '+ Recargas' },
  { key: 'expected', label: 'Esperado' },
];

/** «Faltante» below zero, «Sobrante» above: the contracts' one wording, in rows, totals, prints and files. */
export function differenceText(difference: string | null, currency: CashRegister['currency']): string {
  return cashDifferenceText(difference, (amount) => formatMoney(amount, currency));
}

/** The register's day as every screen names it: its date, and its number when the day has more than one. */
export function registerDay(register: Pick<CashRegister, 'business_date' | 'sequence'>): string {
  return register.sequence > 1 ? `${formatDate(register.business_date)} · arqueo ${register.sequence}` : formatDate(register.business_date);
}

/**
 * The register's formula per payment method: each term, the expected amount, what was counted
 * (or its input, while the taquilla counts) and the difference; a totals row under them.
 */
export function RegisterLines({ register, countCell, dense }: { register: CashRegister; countCell?: (line: CashRegisterLine) => ReactNode; dense?: boolean }) {
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, register.currency));
  // Narrower than a laptop, the terms go under each method's name, so that Esperado, Contado and
  // Diferencia — what the person came for — stay in view without a sideways scroll.
  const narrow = useMediaQuery(useTheme().breakpoints.down('lg'));
  const shownTerms = narrow ? TERMS.filter((term) => term.key === 'expected') : TERMS;
  return (
    <Table
      size={dense ? 'small' : 'medium'}
      aria-label="Arqueo por método de pago"
      // Eleven columns of money fit a laptop's width: figures on one line, cells closer together.
      sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}
    >
      <caption style={visuallyHidden}>{`Arqueo de ${register.taquilla_name}, ${formatDate(register.business_date)}`}</caption>
      <TableHead>
        <TableRow>
          <TableCell>Método</TableCell>
          {shownTerms.map((term) => (
            <TableCell key={term.key} align="right">
              {term.label}
            </TableCell>
          ))}
          <TableCell align="right">Contado</TableCell>
          <TableCell align="right">Diferencia</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {register.lines.map((line) => (
          <TableRow key={line.payment_method}>
            <TableCell component="th" scope="row">
              {methodLabel(line.payment_method)}
              {narrow && (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'normal' }}>
                  {TERMS.filter((term) => term.key !== 'expected')
                    // Each term stays whole on its line: the lines break only between terms.
                    .map((term) => `${term.label} ${money(line[term.key])}`.replace(/ /g, '\u00a0'))
                    .join(' · ')}
                </Typography>
              )}
            </TableCell>
            {shownTerms.map((term) => (
              <TableCell key={term.key} align="right" sx={term.key === 'expected' ? { fontWeight: 600 } : undefined}>
                {money(line[term.key])}
              </TableCell>
            ))}
            <TableCell align="right">{countCell ? countCell(line) : money(line.counted)}</TableCell>
            <TableCell align="right">{differenceText(line.difference, register.currency)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            Total
          </TableCell>
          {shownTerms.map((term) => (
            <TableCell key={term.key} align="right" sx={{ fontWeight: 600 }}>
              {term.key === 'expected' ? money(register.expected) : ''}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {money(register.counted)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {differenceText(register.difference, register.currency)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
