import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLanguage } from '../../shell/useLanguage';
import { signUp } from '../../api/authApi';
import type { SignupInput } from '../../../shared/api/auth';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { translateMessage, type FieldMessage } from '../../api/errorText';
import { SearchableSelect } from '../../components/SearchableSelect';
import { TextInput } from '../../components/TextInput';
import { LANGUAGE_NAMES } from '../../providers/i18n/i18nProvider';
import { setPendingActivation } from '../../session/pendingActivation';
import { LANGUAGES, toLanguage } from '../../../shared/languages';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../shared/validators/email';
import { AuthPageLayout } from './AuthPageLayout';
import { PasswordFields, passwordsOk } from './PasswordFields';
import { RouterLink } from './RouterLink';
import { useFormFailure } from './useFormFailure';
import { DEFAULT_COUNTRY_PHONE, usePhoneCodes } from './usePhoneCodes';
import { useNavigate, useParams } from '../../shell/usersNavigation';

/** The sign-up body without the clinic link, which comes from the URL. */
type SignupForm = Omit<SignupInput, 'clinicHash'>;

/**
 * /users/signup and /users/signup/{clinicHash} (spec §4 Sign-up, step 1): on success an SMS
 * code is on its way and the user continues on /users/verification-code.
 */
export function SignUpPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const { clinicHash } = useParams<{ clinicHash?: string }>();
  const language = useLanguage();
  const phoneCodes = usePhoneCodes();
  const [form, setForm] = useState<SignupForm>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    countryPhone: DEFAULT_COUNTRY_PHONE,
    phone: '',
    language,
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});

  const set = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const hint = (field: keyof SignupForm, localError: string | null): string | null =>
    serverErrors[field] ? translateMessage(translate, serverErrors[field]) : touched ? localError : null;
  const requiredHint = (value: string) => (value.trim() ? null : translate('errors.required'));

  const valid =
    form.firstName.trim() &&
    form.lastName.trim() &&
    isValidEmail(form.email.trim()) &&
    passwordsOk(form.password) &&
    form.countryPhone &&
    form.phone.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    failure.clear();
    try {
      const reply = await signUp({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        countryPhone: form.countryPhone,
        phone: form.phone.trim(),
        language: form.language,
        ...(clinicHash ? { clinicHash } : {}),
      });
      setPendingActivation(reply.user.user_id);
      navigate('/users/verification-code');
    } catch (error) {
      setBusy(false);
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      failure.show('auth.unableToSignup', error);
    }
  };

  return (
    <AuthPageLayout
      title={translate(clinicHash ? 'auth.joinClinicTitle' : 'auth.signUp')}
      subtitle={translate(clinicHash ? 'auth.joinClinicSubtitle' : 'auth.signUpSubtitle')}
      footer={
        <span>
          {translate('auth.haveAccount')} <RouterLink to="/users/signin">{translate('auth.signIn')}</RouterLink>
        </span>
      }
    >
      {clinicHash && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('auth.joinClinicInfo')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.signUp')}>
        {failure.summary(serverErrors)}
        <Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <TextInput
              name="firstName"
              label={translate('auth.firstName')}
              autoComplete="given-name"
              required
              value={form.firstName}
              onChange={(e) => set('firstName', e.target.value)}
              errorText={hint('firstName', requiredHint(form.firstName))}
            />
            <TextInput
              name="lastName"
              label={translate('auth.lastName')}
              autoComplete="family-name"
              required
              value={form.lastName}
              onChange={(e) => set('lastName', e.target.value)}
              errorText={hint('lastName', requiredHint(form.lastName))}
            />
          </Stack>
          <TextInput
            name="email"
            type="email"
            label={translate('auth.email')}
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            errorText={hint('email', isValidEmail(form.email.trim()) ? null : translate('errors.invalidEmail'))}
          />
          <PasswordFields
            password={form.password}
            onPassword={(v) => set('password', v)}
            touched={touched}
            serverError={serverErrors.password}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <Box sx={{ minWidth: { sm: 170 } }}>
              <SearchableSelect
                name="countryPhone"
                label={translate('auth.countryPhone')}
                required
                options={phoneCodes}
                value={form.countryPhone}
                onChange={(v) => set('countryPhone', v ?? '')}
                errorText={hint('countryPhone', form.countryPhone ? null : translate('errors.required'))}
              />
            </Box>
            <TextInput
              name="phone"
              type="tel"
              label={translate('auth.phone')}
              autoComplete="tel-national"
              required
              maxLength={30}
              placeholder={translate('auth.phonePlaceholder')}
              value={form.phone}
              onChange={(e) => set('phone', e.target.value)}
              errorText={hint('phone', requiredHint(form.phone))}
              helperText={translate('auth.phoneHint')}
            />
          </Stack>
          <TextField
            select
            id="language"
            name="language"
            label={translate('auth.language')}
            margin="dense"
            fullWidth
            value={form.language}
            onChange={(e) => set('language', toLanguage(e.target.value))}
          >
            {LANGUAGES.map((lng) => (
              <MenuItem key={lng} value={lng}>
                {LANGUAGE_NAMES[lng]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" name="signup" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
            {translate('auth.createAccount')}
          </Button>
        </Stack>
      </Box>
    </AuthPageLayout>
  );
}
