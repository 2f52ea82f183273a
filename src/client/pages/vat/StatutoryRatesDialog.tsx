/**
 * "Add statutory rates" on the VAT list: the Swiss (or Liechtenstein) statutory rates with their
 * periods become the practice's rates in one call; periods already present are skipped, so a
 * practice can run it again after a federal rate change.
 */
import { useState } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { STATUTORY_COUNTRIES, type StatutoryCountry } from '../../../shared/vat/statutoryRates';
import { translateError } from '../../api/errorText';
import { apiFetch } from '../../api/http';
import { useScopedCentre } from '../../admin/centreScope';
import { ToolbarIconButton } from '../../admin/listLayout/ListToolbar';

interface StatutoryAnswer {
  created: unknown[];
  skipped: unknown[];
}

export function StatutoryRatesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const centreId = useScopedCentre();
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState<StatutoryCountry>('CH');
  const [saving, setSaving] = useState(false);

  const add = async () => {
    if (!centreId) return;
    setSaving(true);
    try {
      const answer = await apiFetch<StatutoryAnswer>(`/api/vats/centre/${encodeURIComponent(centreId)}/statutory`, { method: 'POST', body: { countryCode: country } });
      notify('vat.statutory.done', { type: 'info', messageArgs: { created: answer.created.length, skipped: answer.skipped.length } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(translateError(translate, error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ToolbarIconButton name="addStatutoryVat" label={translate('vat.statutory.open')} icon={<GavelIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="statutory-vat-title">
        <DialogTitle id="statutory-vat-title">{translate('vat.statutory.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('vat.statutory.intro')}</DialogContentText>
          <TextField
            select
            fullWidth
            name="statutoryCountry"
            label={translate('vat.statutory.country')}
            value={country}
            onChange={(e) => setCountry(e.target.value as StatutoryCountry)}
          >
            {STATUTORY_COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`vat.statutory.countries.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('vat.statutory.exemptHint')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('common.cancel')}</Button>
          <Button variant="contained" name="confirmStatutoryVat" disabled={saving} onClick={() => void add()}>
            {translate('vat.statutory.add')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
