import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionContext';

/** Shown when the user belongs to more than one practice: picks the active one. */
export function CentreSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const { centres, activeCentre, setActiveCentre } = useSession();
  if (centres.length < 2 || !activeCentre) return null;
  return (
    <TextField
      select
      size="small"
      name="activeCentre"
      aria-label={translate('common.activeCentre')}
      value={activeCentre.centre_id}
      onChange={(e) => setActiveCentre(e.target.value).catch(() => notify(translate('common.unableToSave'), { type: 'error' }))}
      sx={{ minWidth: 180, mr: 1, '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' } }}
    >
      {centres.map((c) => (
        <MenuItem key={c.centre_id} value={c.centre_id}>
          {c.name || translate('common.unnamedCentre')}
        </MenuItem>
      ))}
    </TextField>
  );
}
