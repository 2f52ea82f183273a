/** The payments of the centre: date, client, invoice, method, checkout type, amount (Swiss format), and a reversal. */
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../../shared/money/formatMoney';
import type { InvoiceRecord } from '../../../api/invoices';
import type { PaymentWire } from '../../../../shared/api/payments';
import { invoiceDetailPath } from '../financePaths';

export interface PaymentTableProps {
  rows: PaymentWire[];
  invoices: Map<string, InvoiceRecord>;
  clientNames: Map<string, string>;
  checkoutTypeNames: Map<string, string>;
  onReverse: (payment: PaymentWire) => void;
}

/** DD.MM.YYYY (spec §9) from a date key. */
export const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
/** Read by screen readers only (a column of buttons needs a name). */
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function PaymentTable({ rows, invoices, clientNames, checkoutTypeNames, onReverse }: PaymentTableProps) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('payments.screen.title')} data-testid="payments-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('payments.screen.date')}</TableCell>
            <TableCell>{translate('payments.screen.client')}</TableCell>
            <TableCell>{translate('payments.screen.invoice')}</TableCell>
            <TableCell>{translate('payments.screen.method')}</TableCell>
            <TableCell>{translate('payments.screen.checkoutType')}</TableCell>
            <TableCell align="right">{translate('payments.screen.amount')}</TableCell>
            <TableCell><Box component="span" sx={HIDDEN}>{translate('payments.screen.actions')}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => {
            const invoice = p.invoiceId ? invoices.get(p.invoiceId) : undefined;
            const client = (p.contactId && clientNames.get(p.contactId)) || invoice?.billingDetails?.name || '';
            const reversed = Boolean(p.reversedAt) || Boolean(p.reversalOf);
            return (
              <TableRow key={p.payment_id} data-testid="payment-row" sx={reversed ? { '& td': { color: 'text.secondary' } } : undefined}>
                <TableCell>{swissDate(p.date)}</TableCell>
                <TableCell>{client}</TableCell>
                <TableCell>{invoice ? <RouterLink to={invoiceDetailPath(invoice.number)}>{invoice.number}</RouterLink> : ''}</TableCell>
                <TableCell>
                  {translate(`payments.methods.${p.method}`)}
                  {p.reversalOf && <Chip size="small" sx={{ ml: 1 }} label={translate('payments.screen.reversal')} />}
                  {p.reversedAt && <Chip size="small" sx={{ ml: 1 }} label={translate('payments.screen.reversed')} />}
                </TableCell>
                <TableCell>{(p.checkoutTypeId && checkoutTypeNames.get(p.checkoutTypeId)) || ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(p.amount, locale)}</TableCell>
                <TableCell padding="checkbox">
                  {!reversed && (
                    <Tooltip title={translate('payments.screen.reverse')}>
                      <IconButton size="small" aria-label={translate('payments.screen.reverse')} name="reversePayment" onClick={() => onReverse(p)}>
                        <UndoIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
