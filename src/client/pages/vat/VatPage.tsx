/**
 * /settings/vat: the practice's VAT rates (spec §7 VAT, wording §3) with filters, and the rate
 * form in a dialog (?id=… edits, ?create=1 creates). A period that overlaps another of the same
 * code is refused by the server; its message shows at "valid from". "Add statutory rates" fills in
 * the Swiss or Liechtenstein rates with their periods.
 */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useGetOne, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useScopedCentre } from '../../admin/centreScope';
import { DeleteRecordButton } from '../../admin/DeleteRecordButton';
import { SchemaCreate, SchemaEdit } from '../../admin/RecordForms';
import { useRecordResource } from '../../admin/recordResources';
import { SchemaList } from '../../admin/SchemaList';
import { NoClinic } from '../../components/PageStates';
import { StatutoryRatesButton } from './StatutoryRatesDialog';

function VatDialog({ id, creating, onClose }: { id: string | null; creating: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const centreId = useScopedCentre();
  const vatRates = useRecordResource('vatRate');
  const { data: record } = useGetOne(vatRates.def.resource, { id: id ?? '', meta: { centreId } }, { enabled: Boolean(id && centreId) });
  const open = Boolean(id) || creating;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="vat-dialog-title">
      <DialogTitle id="vat-dialog-title" sx={{ pr: 6 }}>
        {id ? (record ? vatRates.represent(record) : '') : translate('vat.create')}
        <IconButton aria-label={translate('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {id ? (
          <SchemaEdit
            resource={vatRates}
            id={id}
            formId="vatRate"
            onSaved={onClose}
            actions={record && <DeleteRecordButton resource={vatRates} record={record} onDeleted={onClose} />}
          />
        ) : (
          creating && <SchemaCreate resource={vatRates} formId="vatRate" defaults={{ countryCode: 'CH', available: true }} onSaved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

export function VatPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const vatRates = useRecordResource('vatRate');
  const [search] = useSearchParams();
  if (!centreId) return <NoClinic />;
  return (
    <>
      <SchemaList
        resource={vatRates}
        title="vat.title"
        actions={
          <>
            <StatutoryRatesButton />
            <Button variant="contained" size="small" name="createVat" startIcon={<AddIcon />} onClick={() => navigate(vatRates.paths.create as string)}>
              {translate('vat.create')}
            </Button>
          </>
        }
      />
      <VatDialog id={search.get('id')} creating={search.get('create') !== null} onClose={() => navigate(vatRates.paths.list)} />
    </>
  );
}
