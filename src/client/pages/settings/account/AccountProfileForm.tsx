import { useEffect, useState } from 'react';
import { Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import dayjs from 'dayjs';
import { useNotify, useTranslate } from 'react-admin';
import { toDateFormat, type User } from '../../../../shared/api/users';
import { LANGUAGES, type Language } from '../../../../shared/languages';
import { apiFetch, ApiRequestError } from '../../../api/http';
import { TextInput } from '../../../components/TextInput';
import { useNotifyError } from '../../../components/useNotifyError';
import { LANGUAGE_NAMES } from '../../../providers/i18n/i18nProvider';
import { useSession } from '../../../session/SessionProvider';
import { FieldGrid, Section } from '../../../components/Section';
import { PhoneFields } from '../shared/PhoneFields';
import { SelectField } from '../../../components/SelectField';
import { serverFieldErrors } from '../../../api/serverFieldErrors';
import { useSettingsForm } from '../../../components/useSettingsForm';
import {
  ACCOUNT_SERVER_FIELDS,
  accountValuesFromUser,
  DATE_FORMATS,
  emailChanged,
  profileBody,
  TIME_FORMATS,
  validateAccount,
  type AccountErrors,
  type AccountValues,
} from './accountForm';
import { translateMessage } from '../../../api/errorText';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';

/** Name, e-mail, phone, language and display formats of the signed-in user. */
export function AccountProfileForm({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { reloadUser, setLanguage } = useSession();
  // Another user replaces the form; a language switch (which also updates `user`) must not wipe edits.
  const { values, setValues, errors, setErrors, saving, submit } = useSettingsForm<AccountValues, AccountErrors>(() => accountValuesFromUser(user), user.user_id);
  const [language, setLanguageValue] = useState<Language>(user.UserSetting.language);
  useEffect(() => setLanguageValue(user.UserSetting.language), [user.user_id]);

  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const errorText = (key: keyof AccountValues) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);

  const changeLanguage = async (lng: Language) => {
    setLanguageValue(lng);
    try {
      await setLanguage(lng);
    } catch (error) {
      notifyError('common.unableToSave', error);
    }
  };

  const save = submit({
    validate: validateAccount,
    // The e-mail has its own call (it must stay unique); the profile call answers the user first.
    request: async (v) => {
      const saved = await apiFetch<User>(`/api/user/${encodeURIComponent(user.user_id)}`, { method: 'POST', body: profileBody(v) });
      if (!emailChanged(v, user)) return saved;
      return apiFetch<User>(`/api/users/${encodeURIComponent(user.user_id)}/userInfo`, { method: 'PATCH', body: { userData: { email: v.email.trim() } } });
    },
    onSaved: (saved) => accountValuesFromUser(saved),
    afterSave: async () => {
      await reloadUser();
      notify('settings.account.saved', { type: 'success' });
    },
    serverErrors: (error) => {
      const fields = serverFieldErrors(error, ACCOUNT_SERVER_FIELDS);
      if (error instanceof ApiRequestError && error.code === 'emailTaken') fields.email = error.body.message;
      return fields;
    },
  });

  const sample = dayjs('2025-12-31T14:30:00');
  return (
    <form onSubmit={save} noValidate name="account">
      <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
      <Section title={translate('settings.account.profile')} name="profile">
        <FieldGrid>
          <TextInput name="firstName" required label={translate('settings.account.firstName')} autoComplete="given-name"
            value={values.firstName} errorText={errorText('firstName')} onChange={(e) => set('firstName', e.target.value)} />
          <TextInput name="lastName" required label={translate('settings.account.lastName')} autoComplete="family-name"
            value={values.lastName} errorText={errorText('lastName')} onChange={(e) => set('lastName', e.target.value)} />
          <TextInput name="email" required type="email" label={translate('settings.account.email')} autoComplete="email"
            maxLength={254} value={values.email} errorText={errorText('email')}
            helperText={translate('settings.account.emailHint')} onChange={(e) => set('email', e.target.value)} />
          <PhoneFields countryPhone={values.countryPhone} phone={values.phone} errorText={errorText('phone')}
            onChange={(next) => {
              set('countryPhone', next.countryPhone);
              set('phone', next.phone);
            }} />
        </FieldGrid>
      </Section>
      <Section title={translate('settings.account.preferences')} name="preferences">
        <FieldGrid>
          <SelectField name="language" label={translate('settings.account.language')} value={language}
            helperText={translate('settings.account.languageHint')}
            options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            onChange={(v) => void changeLanguage(v as Language)} />
          <SelectField name="dateFormat" label={translate('settings.account.dateFormat')} value={values.dateFormat}
            options={DATE_FORMATS.map((f) => ({ value: f, label: `${f} (${sample.format(f)})` }))}
            onChange={(v) => set('dateFormat', toDateFormat(v))} />
        </FieldGrid>
        <Box sx={{ mt: 1 }}>
          <FormLabel id="timeFormat-label">{translate('settings.account.timeFormat')}</FormLabel>
          <RadioGroup row name="timeFormat" aria-labelledby="timeFormat-label" value={values.timeFormat}
            onChange={(e) => set('timeFormat', e.target.value as AccountValues['timeFormat'])}>
            {TIME_FORMATS.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />}
                label={`${translate(`settings.account.timeFormat${f}`)} (${sample.format(f === '24h' ? 'HH:mm' : 'hh:mm A')})`} />
            ))}
          </RadioGroup>
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
