/** The pre-send checks of step 4 as clear messages (tariff590.checks.<code>), and the lines with the total. */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tariff590Problem } from '../../../../shared/billing/tariff590Checks';
import type { Tariff590CheckResult } from '../../../../shared/api/tariff590Invoices';
import { formatPrice } from '../../../public/format';

const swissDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : date);

/** Dates as the user reads them; amounts (Rappen) in francs. */
function messageValues(values: Tariff590Problem['values'] = {}): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? swissDate(v) : ['amount', 'expected', 'total'].includes(k) ? formatPrice(v, 'CHF') : v]));
}

export function CheckList({ problems }: { problems: Tariff590Problem[] }) {
  const translate = useTranslate();
  if (problems.length === 0) return <Alert severity="success" data-checks="ok" sx={{ mb: 2 }}>{translate('tariff590.wizard.preview.allChecksPassed')}</Alert>;
  return (
    <>
      {problems.map((p, i) => (
        <Alert key={`${p.code}-${i}`} severity={p.severity} data-check={p.code} sx={{ mb: 1 }}>
          {translate(`tariff590.checks.${p.code}`, messageValues(p.values))}
        </Alert>
      ))}
    </>
  );
}

export function LinesTable({ check }: { check: Tariff590CheckResult }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ my: 2 }} aria-label={translate('tariff590.wizard.preview.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('tariff590.wizard.items.date')}</TableCell>
          <TableCell>{translate('tariff590.wizard.preview.code')}</TableCell>
          <TableCell>{translate('tariff590.wizard.items.service')}</TableCell>
          <TableCell align="right">{translate('tariff590.wizard.items.units')}</TableCell>
          <TableCell align="right">{translate('tariff590.wizard.preview.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {check.lines.map((l, i) => (
          <TableRow key={i}>
            <TableCell>{swissDate(l.date)}</TableCell>
            <TableCell>{l.code}</TableCell>
            <TableCell>{l.name}</TableCell>
            <TableCell align="right">{l.quantity}</TableCell>
            <TableCell align="right">{formatPrice(l.amount, 'CHF')}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={4}><strong>{translate('tariff590.wizard.preview.total', { number: check.number })}</strong></TableCell>
          <TableCell align="right" data-total={check.totalDue}><strong>{formatPrice(check.totalDue, 'CHF')}</strong></TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
