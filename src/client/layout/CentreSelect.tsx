import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionContext';

/** Picks the active practice (CentreSwitch shows it when the user belongs to more than one). */
export function CentreSelect() {
  const translate = useTranslate();
  const notify = useNotify();
  const { centres, activeCentre, setActiveCentre } = useSession();
  if (centres.length < 2 || !activeCentre) return null;
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      name="activeCentre"
      aria-label={translate('common.activeCentre')}
      value={activeCentre.centre_id}
      onChange={(e) => setActiveCentre(e.target.value).catch(() => notify(translate('common.unableToSave'), { type: 'error' }))}
      // A fixed width: in the app bar a select would otherwise take the page title's room.
      sx={{
        flex: '0 0 auto',
        width: { xs: 150, sm: 240 },
        mr: 1,
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
        '& .MuiSelect-icon': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
        '& .MuiSelect-select': { overflow: 'hidden', textOverflow: 'ellipsis' },
      }}
    >
      {centres.map((c) => (
        <MenuItem key={c.centre_id} value={c.centre_id}>
          {c.name || translate('common.unnamedCentre')}
        </MenuItem>
      ))}
    </TextField>
  );
}
