import { Autocomplete, Box, Button, ButtonBase, Chip, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { apiFetch } from '../../../api/http';
import { TextInput } from '../../../components/TextInput';
import { AddressFields } from '../../../components/address/AddressFields';
import { UNKNOWN_ZSR } from '../../../../shared/businessNumbers';
import { FieldGrid, Section } from '../../../components/Section';
import { serverFieldErrors } from '../../../api/serverFieldErrors';
import { useSettingsForm } from '../../../components/useSettingsForm';
import {
  CALENDAR_COLOURS,
  PROFESSION_MAX,
  TREATMENT_LANGUAGES,
  THERAPIST_NUMBERS,
  therapistPatchBody,
  therapistServerFields,
  therapistValues,
  validateTherapist,
  type TherapistErrors,
  type TherapistNumber,
  type TherapistValues,
} from './therapistForm';
import { translateMessage } from '../../../api/errorText';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';

/** Address, business numbers and calendar colour of one therapist in this practice. */
/** The number inputs are named number.<name> (the error keys are the numbers' names). */
const NUMBER_INPUTS: Record<string, string> = Object.fromEntries(THERAPIST_NUMBERS.map((n) => [n, `number.${n}`]));

export function TherapistProfileForm({ provider, centreId, onProvider }: {
  provider: CentreProvider;
  centreId: string;
  onProvider: (provider: CentreProvider) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  // Another therapist replaces the form; an avatar or status change of this one must not.
  const { values, setValues, errors, setErrors, saving, submit } = useSettingsForm<TherapistValues, TherapistErrors>(
    () => therapistValues(provider),
    provider.centreProvider_id,
  );

  const errorText = (key: keyof TherapistErrors) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);
  const setNumber = (name: TherapistNumber, value: string) => {
    setValues((v) => ({ ...v, numbers: { ...v.numbers, [name]: value } }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const save = submit({
    validate: validateTherapist,
    request: (v) =>
      apiFetch<CentreProvider>(`/api/centre/${encodeURIComponent(centreId)}/centreProvider/${encodeURIComponent(provider.centreProvider_id)}`, {
        method: 'PATCH',
        body: therapistPatchBody(v, provider),
      }),
    onSaved: (saved) => {
      onProvider(saved);
      notify('settings.therapist.saved', { type: 'success' });
      return therapistValues(saved);
    },
    serverErrors: (error, v) => serverFieldErrors(error, therapistServerFields(therapistPatchBody(v, provider))),
  });

  const hint = (name: TherapistNumber) => {
    if (name === 'ZSR') return translate('settings.therapist.zsrHint', { unknown: UNKNOWN_ZSR });
    if (name === 'ZSRKVG' || name === 'ZSRVVG') return translate(`settings.therapist.numberHints.${name}`);
    if (name === 'GLN') return translate('settings.businessInfo.glnHint');
    return undefined;
  };

  return (
    <form onSubmit={save} noValidate name="therapistProfile">
      <FormErrorSummary items={fieldSummaryItems(translate, errors, NUMBER_INPUTS)} />
      <Section title={translate('settings.therapist.publicProfile')} subtitle={translate('settings.therapist.publicProfileHint')} name="publicProfile">
        <FieldGrid>
          <TextInput name="profession" label={translate('settings.therapist.profession')} value={values.profession}
            errorText={errorText('profession')} helperText={translate('settings.therapist.professionHint')} maxLength={PROFESSION_MAX}
            onChange={(e) => setValues((v) => ({ ...v, profession: e.target.value }))} />
          <Autocomplete<string, true>
            multiple
            options={[...TREATMENT_LANGUAGES]}
            value={values.languages}
            getOptionLabel={(code) => translate(`settings.therapist.languageNames.${code}`, { _: code })}
            onChange={(_e, languages) => setValues((v) => ({ ...v, languages }))}
            renderValue={(chosen, getItemProps) =>
              chosen.map((code, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={translate(`settings.therapist.languageNames.${code}`, { _: code })} {...itemProps} />;
              })
            }
            renderInput={(params) => <TextField {...params} name="languages" label={translate('settings.therapist.languages')} error={Boolean(errors.languages)} helperText={errorText('languages')} />}
          />
        </FieldGrid>
      </Section>
      <Section title={translate('settings.therapist.address')} name="address">
        <AddressFields value={values.address} errors={errors}
          onChange={(address) => setValues((v) => ({ ...v, address }))} />
      </Section>
      <Section title={translate('settings.therapist.numbers')} name="numbers">
        <FieldGrid>
          {THERAPIST_NUMBERS.map((name) => (
            <TextInput key={name} name={`number.${name}`} label={translate(`settings.therapist.numberLabels.${name}`)}
              value={values.numbers[name]} errorText={errorText(name)} helperText={hint(name)}
              onChange={(e) => setNumber(name, e.target.value)} />
          ))}
        </FieldGrid>
      </Section>
      <Section title={translate('settings.therapist.calendarColour')} name="colour">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} role="radiogroup" aria-label={translate('settings.therapist.calendarColour')}>
          {CALENDAR_COLOURS.map((colour) => (
            <ButtonBase key={colour} role="radio" aria-checked={values.calendarColour.toLowerCase() === colour} aria-label={colour}
              onClick={() => setValues((v) => ({ ...v, calendarColour: colour }))}
              sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: colour, outline: values.calendarColour.toLowerCase() === colour ? '3px solid' : 'none', outlineColor: 'text.primary', outlineOffset: 2 }} />
          ))}
          <TextField type="color" size="small" name="calendarColour"
            label={translate('settings.therapist.customColour')} value={values.calendarColour || '#1976d2'}
            error={Boolean(errors.calendarColour)} sx={{ width: 120, ml: 1 }}
            onChange={(e) => setValues((v) => ({ ...v, calendarColour: e.target.value }))} />
          {!values.calendarColour && <Typography variant="body2" color="text.secondary">{translate('settings.therapist.noColour')}</Typography>}
        </Box>
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 3 }}>
        <Button type="submit" name="save" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {translate('common.save')}
        </Button>
      </Box>
    </form>
  );
}
