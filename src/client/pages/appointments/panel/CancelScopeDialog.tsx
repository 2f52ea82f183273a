import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Scope } from '../../../api/appointments';

export const SCOPES: readonly Scope[] = ['current', 'currentAndFuture', 'all'];

/** Which appointments of a series a cancel takes: this one, this and following, or all. */
export function CancelScopeDialog({ onConfirm, onClose }: { onConfirm: (scope: Scope) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [scope, setScope] = useState<Scope>('current');
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-scope-title" slotProps={{ paper: { sx: { width: 600, maxWidth: '100%' } } }}>
      <DialogTitle id="cancel-scope-title">{translate('appointments.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('appointments.cancelDialog.text')}</DialogContentText>
        <RadioGroup name="cancelScope" value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
          {SCOPES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={translate(`appointments.scope.${s}`)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('appointments.cancelDialog.keep')}</Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(scope)}>
          {translate('appointments.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
