import { Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Scope } from '../../../api/appointments';
import { SCOPES } from '../panel/CancelScopeDialog';

/** For an occurrence of a series: which appointments the change reaches, and whether hand-moved ones follow. */
export function ScopeChoice(props: { scope: Scope; includeExceptions: boolean; onScope: (s: Scope) => void; onIncludeExceptions: (v: boolean) => void }) {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{translate('appointments.editor.scopeTitle')}</FormLabel>
      <RadioGroup name="updateType" row value={props.scope} onChange={(e) => props.onScope(e.target.value as Scope)}>
        {SCOPES.map((s) => (
          <FormControlLabel key={s} value={s} control={<Radio />} label={translate(`appointments.scope.${s}`)} />
        ))}
      </RadioGroup>
      <FormControlLabel
        control={<Checkbox name="includeExceptions" checked={props.includeExceptions} disabled={props.scope === 'current'} onChange={(e) => props.onIncludeExceptions(e.target.checked)} />}
        label={translate('appointments.editor.includeExceptions')}
      />
    </FormControl>
  );
}
