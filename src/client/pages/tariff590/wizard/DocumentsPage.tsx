/**
 * /tariff590/documents — the tariff 590 invoices made (those with a law and tiers in their header),
 * newest first, each with its Tarif 590 form and the client's second form; and the way into
 * the wizard for a new one.
 */
import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Invoice } from '../../../../generated/invoice.gen';
import type { Tariff590FormKind } from '../../../../shared/api/tariff590Invoices';
import { translateError } from '../../../api/errorText';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadFailed, NoClinic, PageBody, PageLoading } from '../../../components/PageStates';
import { formatPrice } from '../../../public/format';
import { useSession } from '../../../session/SessionProvider';
import { wizardApi } from './wizardApi';
import { draftStore } from './wizardDraft';
import { WIZARD_STEPS } from './wizardPaths';

const id = encodeURIComponent;
type InvoiceRow = Invoice & { invoice_id: string };
const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export function Tariff590DocumentsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const [opening, setOpening] = useState<string | null>(null);
  const list = useApiQuery<InvoiceRow[]>(centreId ? `/api/invoices/centre/${id(centreId)}/getAllFromCentre?range=${id('[0,199]')}&sort=${id('["createdAt","DESC"]')}` : null);
  const title = <Title title="tariff590.documents.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (list.error) return <>{title}<LoadFailed error={list.error} onRetry={() => void list.reload()} /></>;
  if (!list.data) return <>{title}<PageLoading /></>;
  const rows = list.data.filter((r) => r.header?.tiers);

  const open = async (invoiceId: string, form: Tariff590FormKind) => {
    setOpening(`${invoiceId}-${form}`);
    const tab = window.open('', '_blank');
    try {
      const link = await wizardApi.formLink(invoiceId, form);
      if (tab) tab.location.href = link;
      else notify('tariff590.wizard.done.popupBlocked', { type: 'warning' });
    } catch (e) {
      tab?.close();
      notify(translateError(translate, e), { type: 'error' });
    } finally {
      setOpening(null);
    }
  };

  return (
    <PageBody maxWidth={1100}>
      {title}
      <Button name="newInvoice" variant="contained" startIcon={<AddIcon />} sx={{ mb: 2 }} onClick={() => {
        draftStore.clear();
        navigate(WIZARD_STEPS[0].path);
      }}>
        {translate('tariff590.documents.new')}
      </Button>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('tariff590.documents.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('tariff590.documents.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('records.invoice.number')}</TableCell>
              <TableCell>{translate('records.invoice.date')}</TableCell>
              <TableCell>{translate('tariff590.documents.client')}</TableCell>
              <TableCell>{translate('records.invoice.header_law')}</TableCell>
              <TableCell align="right">{translate('records.invoice.amount')}</TableCell>
              <TableCell>{translate('records.invoice.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.invoice_id} data-invoice={r.number}>
                <TableCell>{r.number}</TableCell>
                <TableCell>{swissDate(r.date)}</TableCell>
                <TableCell>{r.billingDetails?.name ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.header?.law} · {r.header?.tiers}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatPrice(r.amount ?? 0, r.currency ?? 'CHF')}</TableCell>
                <TableCell>{translate(`records.invoice.statusOptions.${r.status}`, { _: r.status })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" disabled={opening !== null} onClick={() => void open(r.invoice_id, 'original')}>{translate('tariff590.wizard.preview.form')}</Button>
                  <Button size="small" disabled={opening !== null} onClick={() => void open(r.invoice_id, 'second')}>{translate('tariff590.wizard.preview.secondForm')}</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PageBody>
  );
}
