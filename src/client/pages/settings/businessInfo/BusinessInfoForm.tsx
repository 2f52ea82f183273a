import { Box, Button } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import type { Centre } from '../../../../shared/api/contracts';
import { apiFetch } from '../../../api/http';
import { TextInput } from '../../../components/TextInput';
import { AddressFields } from '../../../components/address/AddressFields';
import { PhoneFields } from '../shared/PhoneFields';
import { displayPhone } from '../shared/phoneDisplay';
import { FieldGrid, Section } from '../../../components/Section';
import { serverFieldErrors } from '../../../api/serverFieldErrors';
import { useSettingsForm } from '../../../components/useSettingsForm';
import { UNKNOWN_ZSR } from '../../../../shared/businessNumbers';
import {
  MAX_LENGTH,
  SERVER_FIELD_MAP,
  toUpdateCentreBody,
  validateBusinessInfo,
  valuesFromCentre,
  type BusinessInfoField,
  type BusinessInfoValues,
  type FieldErrors,
} from './businessInfoForm';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { translateMessage } from '../../../api/errorText';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';

const withDisplayPhone = (centre: Centre): BusinessInfoValues => {
  const v = valuesFromCentre(centre);
  return { ...v, phone: displayPhone(v.countryPhone, v.phone) };
};

/** The practice profile: name, texts, address, contact, business numbers and opening hours. */
export function BusinessInfoForm({ centre, onSaved, timeFormat }: { centre: Centre; onSaved: (centre: Centre) => void; timeFormat: '24h' | '12h' }) {
  const translate = useTranslate();
  const notify = useNotify();
  // Only another clinic replaces what is being typed; image uploads also change `centre`.
  const { values, setValues, errors, setErrors, saving, submit } = useSettingsForm<BusinessInfoValues, FieldErrors>(
    () => withDisplayPhone(centre),
    centre.centre_id,
  );

  const update = (patch: Partial<BusinessInfoValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      return next;
    });
  };
  const errorText = (key: keyof FieldErrors) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);
  const field = (key: BusinessInfoField, extra: { required?: boolean; textarea?: boolean; helperText?: string; type?: string; autoComplete?: string } = {}) => (
    <TextInput
      name={key}
      label={translate(`settings.businessInfo.fields.${key}`)}
      value={values[key]}
      maxLength={MAX_LENGTH[key]}
      errorText={errorText(key)}
      onChange={(e) => update({ [key]: e.target.value } as Partial<BusinessInfoValues>)}
      {...extra}
    />
  );

  const save = submit({
    validate: validateBusinessInfo,
    onInvalid: () => notify('settings.businessInfo.fixErrors', { type: 'warning' }),
    request: (v) =>
      apiFetch<Centre>(`/api/centre/${encodeURIComponent(centre.centre_id)}/updateCentre`, { method: 'PATCH', body: toUpdateCentreBody(v, centre) }),
    onSaved: (saved) => {
      onSaved(saved);
      notify('settings.businessInfo.saved', { type: 'success' });
      return withDisplayPhone(saved);
    },
    serverErrors: (error) => serverFieldErrors(error, SERVER_FIELD_MAP),
  });

  const { street, building, zipcode, city, state, country } = values;
  return (
    <form onSubmit={save} noValidate name="businessInfo">
      <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
      <Section title={translate('settings.businessInfo.sections.profile')} name="profile">
        <FieldGrid>
          {field('name', { required: true, autoComplete: 'organization' })}
          {field('tagline')}
        </FieldGrid>
        {field('about', { textarea: true, helperText: translate('settings.businessInfo.aboutHint') })}
      </Section>
      <Section title={translate('settings.businessInfo.sections.address')} name="address">
        <AddressFields
          value={{ street, building, zipcode, city, state, country }}
          errors={{ street: errors.street, building: errors.building, zipcode: errors.zipcode, city: errors.city, state: errors.state, country: errors.country }}
          required
          onChange={(address) => update(address)}
        />
      </Section>
      <Section title={translate('settings.businessInfo.sections.contact')} name="contact">
        <FieldGrid>
          <PhoneFields countryPhone={values.countryPhone} phone={values.phone} errorText={errorText('phone')} onChange={(p) => update(p)} />
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('website', { type: 'url', autoComplete: 'url', helperText: 'https://www.praxis.ch' })}
        </FieldGrid>
      </Section>
      <Section title={translate('settings.businessInfo.sections.numbers')} subtitle={translate('settings.businessInfo.numbersHint')} name="numbers">
        <FieldGrid>
          {field('uid', { helperText: 'CHE-123.456.788' })}
          {field('taxNumber', { helperText: translate('settings.businessInfo.taxNumberHint') })}
          {field('zsrNumber', { helperText: translate('settings.businessInfo.zsrHint', { unknown: UNKNOWN_ZSR }) })}
          {field('gln', { helperText: translate('settings.businessInfo.glnHint') })}
          {field('nifNumber')}
        </FieldGrid>
      </Section>
      <Section title={translate('settings.businessInfo.sections.hours')} name="hours">
        <OpeningHoursEditor
          value={values.openingHours}
          timeFormat={timeFormat}
          errorText={errorText('openingHours')}
          onChange={(openingHours) => update({ openingHours })}
        />
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 3 }}>
        <Button type="submit" name="save" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {translate('common.save')}
        </Button>
      </Box>
    </form>
  );
}
