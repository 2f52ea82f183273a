import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLanguage } from '../../shell/useLanguage';
import { acceptInvitationAsNewUser } from '../../api/authApi';
import type { InvitationCheck } from '../../../shared/api/invitations';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { translateMessage, type FieldMessage } from '../../api/errorText';
import { TextInput } from '../../components/TextInput';
import { afterSignInPath } from '../../routing/navigation';
import { storeTokens } from '../../session/tokenStorage';
import { PasswordFields, passwordsOk } from './PasswordFields';
import { useFormFailure } from './useFormFailure';
import { useNavigate } from '../../shell/usersNavigation';

/**
 * An invited person without an account sets name and password; accepting creates the (already
 * activated: the e-mailed link proves the address) account and signs them in.
 */
export function NewInviteeForm({ token, invitation }: { token: string; invitation: InvitationCheck }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const language = useLanguage();
  const [firstName, setFirstName] = useState(invitation.firstName);
  const [lastName, setLastName] = useState(invitation.lastName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});

  const hint = (field: string, value: string) =>
    serverErrors[field] ? translateMessage(translate, serverErrors[field]) : touched && !value.trim() ? translate('errors.required') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!firstName.trim() || !lastName.trim() || !passwordsOk(password, confirm)) return;
    setBusy(true);
    failure.clear();
    try {
      const reply = await acceptInvitationAsNewUser(token, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
        language,
      });
      if (reply.signInToken && reply.refreshToken) {
        storeTokens({ signInToken: reply.signInToken, refreshToken: reply.refreshToken, expiresIn: reply.expiresIn ?? 0 });
        navigate(afterSignInPath(), { replace: true });
      } else {
        navigate('/users/signin', { replace: true });
      }
    } catch (error) {
      setBusy(false);
      setServerErrors(fieldErrorsOf(error));
      failure.show('auth.unableToAcceptInvitation', error);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.signupPasswordTitle')}>
      {failure.summary(serverErrors)}
      <Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <TextInput
            name="firstName"
            label={translate('auth.firstName')}
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            errorText={hint('firstName', firstName)}
          />
          <TextInput
            name="lastName"
            label={translate('auth.lastName')}
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            errorText={hint('lastName', lastName)}
          />
        </Stack>
        <TextInput
          name="email"
          type="email"
          label={translate('auth.email')}
          value={invitation.email}
          maxLength={254}
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <PasswordFields
          password={password}
          onPassword={setPassword}
          confirm={{ value: confirm, onChange: setConfirm }}
          touched={touched}
          serverError={serverErrors.password}
        />
        <Button type="submit" name="acceptInvitation" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
          {translate('auth.createAccountAndJoin')}
        </Button>
      </Stack>
    </Box>
  );
}
