import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { activateWithCode, sendActivationCode, sendEmailActivationCode } from '../../api/authApi';
import { TextInput } from '../../components/TextInput';
import { useCompleteActivation } from './useCompleteActivation';
import { useFormFailure } from './useFormFailure';

export const CODE_LENGTH = 6;

export interface CodeFormProps {
  userId: string;
  /** Where the code was sent; decides which "send again" actions are offered. */
  channel: 'sms' | 'email';
}

/** The 6-digit code input with resend actions, shared by verification-code and activate-user. */
export function CodeForm({ userId, channel }: CodeFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFormFailure();
  const complete = useCompleteActivation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const complete6 = new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!complete6) return;
    setBusy(true);
    failure.clear();
    try {
      complete(await activateWithCode(userId, code));
    } catch (error) {
      setBusy(false);
      failure.show(channel === 'sms' ? 'auth.unableToVerifyCode' : 'auth.unableToActivateUser', error);
    }
  };

  const resend = async (via: 'sms' | 'email') => {
    setBusy(true);
    try {
      await (via === 'sms' ? sendActivationCode(userId) : sendEmailActivationCode(userId));
      notify(translate(via === 'sms' ? 'auth.codeSentBySms' : 'auth.codeSentByEmail'), { type: 'success' });
    } catch (error) {
      failure.show('auth.unableToSendCode', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.verifyCode')}>
      {failure.summary()}
      <Stack>
        <TextInput
          name="code"
          label={translate('auth.code')}
          required
          autoFocus
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          errorText={touched && !complete6 ? translate('auth.codeHint') : null}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { letterSpacing: '0.4em', fontSize: '1.4rem' } } }}
        />
        <Button type="submit" name="verify" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
          {translate('auth.verify')}
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          {channel === 'sms' && (
            <Button name="resendSms" onClick={() => void resend('sms')} disabled={busy}>
              {translate('auth.resendSms')}
            </Button>
          )}
          <Button name="sendByEmail" onClick={() => void resend('email')} disabled={busy}>
            {translate(channel === 'sms' ? 'auth.sendByEmail' : 'auth.resendEmail')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
