/** The invoice's lines (date, service, quantity, price, VAT, amount) and its totals, amounts in Swiss format. */
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../shared/money/formatMoney';
import type { InvoiceRecord } from '../../api/invoices';
import { formatDay } from '../appointments/appointmentFormat';

export function InvoiceLines({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const money = (rappen: number | undefined) => formatMoney(rappen ?? 0, lng, invoice.currency ?? 'CHF');
  const col = (key: string) => translate(`invoice.pdf.columns.${key}`);
  // Footer cells are grey and small by default: totals are read, so they look like the lines (the amount bold).
  const total = (label: string, rappen: number | undefined, testId?: string) => {
    const sx = { color: 'text.primary', fontSize: '0.875rem', fontWeight: testId ? 600 : undefined };
    return (
      <TableRow key={label}>
        <TableCell colSpan={5} align="right" sx={sx}>{label}</TableCell>
        <TableCell align="right" data-testid={testId} sx={{ ...sx, whiteSpace: 'nowrap' }}>{money(rappen)}</TableCell>
      </TableRow>
    );
  };
  return (
    <Table size="small" aria-label={translate('records.invoice.items')} data-testid="invoice-lines">
      <TableHead>
        <TableRow>
          <TableCell>{col('date')}</TableCell>
          <TableCell>{col('description')}</TableCell>
          <TableCell align="right">{col('quantity')}</TableCell>
          <TableCell align="right">{col('unitPrice')}</TableCell>
          <TableCell align="right">{col('vat')}</TableCell>
          <TableCell align="right">{col('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(invoice.items ?? []).map((item) => (
          <TableRow key={item.item_id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(item.date, lng)}</TableCell>
            <TableCell>{item.description}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(item.unitPrice)}</TableCell>
            <TableCell align="right">{typeof item.vatRate === 'number' ? `${item.vatRate}%` : translate('invoice.pdf.noVat')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(item.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        {total(translate('invoice.pdf.totalNet'), invoice.totalNet)}
        {(invoice.vatByRate ?? []).map((v) => total(`${translate('invoice.pdf.vatRate', { rate: v.rate })} ${translate('invoice.pdf.vatBase', { net: money(v.net) })}`, v.vat))}
        {invoice.rounding ? total(translate('invoice.pdf.rounding'), invoice.rounding) : null}
        {total(translate('records.invoice.amount'), invoice.amount, 'invoice-amount')}
        {invoice.totalDue !== invoice.amount ? total(translate('records.invoice.totalDue'), invoice.totalDue) : null}
      </TableFooter>
    </Table>
  );
}
